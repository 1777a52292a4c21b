import { Injectable, Logger } from '@nestjs/common';
import { changedTerms, CompiledGlossaryCache, worthPatching } from '@app/common';
import { CountTermsRequest, CountTermsResponse, GlossaryChangedEvent, normalizeLanguageCode } from '@app/contracts';
import { isUUID } from 'class-validator';
import { EntriesQuery, GlossaryEntriesClient, GlossaryVersion } from './glossary-entries.client';
import { assertGlossaryHasLanguage } from './glossary-languages';
import { TermMatcherEngine } from './term-matcher.engine';
import { glossaryNotFound, versionNotHeld } from './term-counts.errors';

/** A compiled glossary and what it was compiled from, to patch it for the next version. */
export interface HeldMatcher {
  compiled: unknown;
  /** Null until signed in the background after a compile that patched nothing. */
  signatures: Map<string, string> | null;
  /** Definitions compiled: the signatures' memory grows with them. */
  definitions: number;
  /** Starts signing in the background, once, after a first count is answered; null when there is nothing to start. */
  signAfterCount: (() => void) | null;
}

/**
 * Counts a glossary's terms in a text. Every count asks the glossary service which version is
 * current, sending the version it holds (one indexed read when nothing changed), so a count never
 * uses a stale glossary even when a change event is lost or still in flight. A new version's
 * entries come from the object store and are compiled once per language set, shared by
 * concurrent counts; change events free the older versions' memory early.
 */
@Injectable()
export class TermCountsService {
  private readonly logger = new Logger(TermCountsService.name);

  constructor(
    private readonly glossaries: GlossaryEntriesClient,
    private readonly engine: TermMatcherEngine,
    private readonly cache: CompiledGlossaryCache<HeldMatcher>,
  ) {}

  async count(request: CountTermsRequest): Promise<CountTermsResponse> {
    // Not a UUID: no glossary can have that id, and the glossary service would call it malformed.
    if (!isUUID(request.glossaryId)) throw glossaryNotFound(request.glossaryId);
    const target =
      request.targetLanguage != null && request.targetText != null
        ? { targetLanguage: request.targetLanguage, targetText: request.targetText }
        : null;
    const languages = [
      ...new Set([request.sourceLanguage, ...(target ? [target.targetLanguage] : [])].map(normalizeLanguageCode)),
    ];
    const variant = [...languages].sort().join(',');
    const query: EntriesQuery = { caller: request.caller, glossaryId: request.glossaryId, languages };
    const knownVersion = this.cache.heldVersion(request.glossaryId, variant);
    let current = await this.glossaries.fetch({ ...query, knownVersion });
    assertGlossaryHasLanguage('sourceLanguage', request.sourceLanguage, current.languages);
    if (target) assertGlossaryHasLanguage('targetLanguage', target.targetLanguage, current.languages);
    // Evicted since: ask for the objects after all.
    if (current.notModified && !this.cache.has(request.glossaryId, variant, current.version))
      current = await this.glossaries.fetch(query);

    const held = await this.cache.get(request.glossaryId, variant, current.version, () =>
      this.compile(current, variant),
    );
    const counted = await this.engine.count(held.compiled, {
      sourceLanguage: request.sourceLanguage,
      sourceText: request.sourceText,
      ...target,
    });
    held.signAfterCount?.();
    return counted;
  }

  /** Every replica hears every change (queue-less subscription) and drops older versions at once. */
  onGlossaryChanged(event: GlossaryChangedEvent): void {
    // Events come from the wire: a malformed one is ignored, not trusted to have a body.
    if (typeof (event as Partial<GlossaryChangedEvent> | undefined)?.glossaryId !== 'string') return;
    const version = event.kind === 'glossary.deleted' || typeof event.version !== 'number' ? undefined : event.version;
    const dropped = this.cache.invalidate(event.glossaryId, version);
    if (dropped > 0)
      this.logger.log(
        { glossaryId: event.glossaryId, version: event.version, kind: event.kind, dropped },
        'compiled glossary dropped',
      );
  }

  /** A new version: the held older one patched when only a few terms changed, else compiled anew. */
  private async compile(current: GlossaryVersion, variant: string): Promise<HeldMatcher> {
    const { glossaryId, version } = current;
    if (current.notModified) throw versionNotHeld(glossaryId);
    const started = performance.now();
    const loaded = await current.load();
    const { entries } = loaded;
    const loadedAt = performance.now();
    const older = this.cache.newest(glossaryId, variant);
    const olderSignatures = older && older.version < version ? older.value.signatures : null;
    // Only a comparison with an older version needs them now: a first compile's terms are signed
    // in the background, after the count it was loaded for has been answered.
    const signatures = olderSignatures ? loaded.signatures() : null;
    const changed = olderSignatures && signatures ? changedTerms(olderSignatures, signatures) : null;
    const patching = changed && signatures && worthPatching(changed.size, signatures.size) ? changed : null;
    let compiled: unknown;
    if (older && patching) {
      // The older version's matcher becomes this one: out of the cache first, so none counts with it half-patched.
      this.cache.forget(glossaryId, variant, older.version);
      compiled = older.value.compiled;
      await this.engine.patch(
        compiled,
        patching,
        entries.filter((e) => patching.has(e.termId)),
      );
    } else compiled = await this.engine.compile(entries);
    const held: HeldMatcher = { compiled, signatures, definitions: entries.length, signAfterCount: null };
    // Not before: the first count compiles its languages in slices too, which signing would slow.
    if (!signatures)
      held.signAfterCount = () => {
        held.signAfterCount = null;
        void loaded.signaturesInBackground().then((signed) => (held.signatures = signed));
      };
    this.logger.log(
      {
        glossaryId,
        version,
        languages: variant,
        definitions: entries.length,
        patchedTerms: patching?.size ?? null,
        loadMs: Math.round(loadedAt - started),
        // A patch compiles here; otherwise each language compiles on the first count that needs it.
        readyMs: Math.round(performance.now() - loadedAt),
      },
      'glossary ready',
    );
    return held;
  }
}
