import { Injectable, Logger } from '@nestjs/common';
import { DomainException } from '@app/common';
import {
  CaseSensitivity,
  CountTermsRequest,
  CountTermsResponse,
  ErrorCode,
  GlossaryChangedEvent,
  GlossaryEntriesResponse,
  normalizeLanguageCode,
} from '@app/contracts';
import { isUUID } from 'class-validator';
import { CachedMatcher, CompiledGlossaryCache, languageSet } from './compiled-glossary.cache';
import { GlossaryEntriesClient } from './glossary-entries.client';
import { assertGlossaryHasLanguage } from './glossary-languages';
import { MatcherEntry, TermMatcherEngine } from './term-matcher.engine';

/**
 * Counts a glossary's terms in a text. Every count asks the glossary service once for the
 * entries in its languages, sending the version of the matcher it holds: the answer is either
 * "not modified" (reuse the matcher) or the current entries (compile and cache them). So a count
 * never uses a stale glossary, even when a change event is lost or still in flight; the events
 * only free memory early.
 */
@Injectable()
export class TermCountsService {
  private readonly logger = new Logger(TermCountsService.name);

  constructor(
    private readonly glossaries: GlossaryEntriesClient,
    private readonly engine: TermMatcherEngine,
    private readonly cache: CompiledGlossaryCache<unknown>,
  ) {}

  async count(request: CountTermsRequest, requestId?: string): Promise<CountTermsResponse> {
    // Not a UUID: no glossary can have that id, and the glossary service would call it malformed.
    if (!isUUID(request.glossaryId)) throw DomainException.notFound(`Glossary ${request.glossaryId} not found`);
    const { targetLanguage, targetText } = request;
    const target = targetLanguage != null && targetText != null ? { targetLanguage, targetText } : null;
    const languages = languageSet(target ? [request.sourceLanguage, target.targetLanguage] : [request.sourceLanguage]);
    const held = this.cache.find(request.glossaryId, languages);
    const answer = await this.glossaries.fetch(
      {
        caller: request.caller,
        glossaryId: request.glossaryId,
        languages: [...languages],
        knownVersion: held?.version,
      },
      requestId,
    );
    assertGlossaryHasLanguage('sourceLanguage', request.sourceLanguage, answer.languages);
    if (target) assertGlossaryHasLanguage('targetLanguage', target.targetLanguage, answer.languages);

    const matcher = await this.matcherFor(answer, languages, held, requestId);
    return this.engine.count(matcher, {
      sourceLanguage: request.sourceLanguage,
      sourceText: request.sourceText,
      ...target,
    });
  }

  /** Every replica hears every change (queue-less subscription) and drops older versions at once. */
  onGlossaryChanged(event: GlossaryChangedEvent): void {
    // Events skip request validation: a malformed one is dropped, not trusted.
    const received = event as Partial<GlossaryChangedEvent> | null | undefined;
    if (typeof received?.glossaryId !== 'string') return;
    const version = event.kind === 'glossary.deleted' || typeof event.version !== 'number' ? undefined : event.version;
    const dropped = this.cache.invalidate(event.glossaryId, version);
    if (dropped > 0)
      this.logger.log(
        { glossaryId: event.glossaryId, version: event.version, kind: event.kind, dropped },
        'compiled glossary dropped',
      );
  }

  private matcherFor(
    answer: GlossaryEntriesResponse,
    languages: ReadonlySet<string>,
    held: CachedMatcher<unknown> | undefined,
    requestId?: string,
  ): Promise<unknown> {
    // `held` is still good even if an event removed it from the cache meanwhile: the glossary
    // service has just said that it is the current version. The same version with full terms
    // comes from a glossary service that ignores knownVersion: nothing to recompile either.
    if (held?.version === answer.version) return held.matcher;
    if (answer.notModified) {
      throw new DomainException(
        `Glossary ${answer.glossaryId} answered "not modified" to a version not asked for`,
        ErrorCode.INTERNAL,
      );
    }
    // A concurrent count may have compiled this version already.
    const current = this.cache.find(answer.glossaryId, languages);
    if (current?.version === answer.version) return current.matcher;
    const entries = toMatcherEntries(answer, languages);
    const matcher = this.compile(answer, languages, entries, requestId);
    return this.cache.set({
      glossaryId: answer.glossaryId,
      languages,
      version: answer.version,
      definitions: entries.length,
      matcher,
    }).matcher;
  }

  private async compile(
    answer: GlossaryEntriesResponse,
    languages: ReadonlySet<string>,
    entries: MatcherEntry[],
    requestId?: string,
  ): Promise<unknown> {
    const started = performance.now();
    const compiled = await this.engine.compile(entries);
    const ms = Math.round(performance.now() - started);
    const { glossaryId, version } = answer;
    this.logger.log(
      { requestId, glossaryId, version, languages: [...languages], definitions: entries.length, ms },
      'glossary compiled',
    );
    return compiled;
  }
}

/** The definitions of the count's languages (the filter is the glossary service's too; this keeps it true). */
export function toMatcherEntries(answer: GlossaryEntriesResponse, languages: ReadonlySet<string>): MatcherEntry[] {
  return answer.terms.flatMap((term) =>
    term.definitions
      .filter(
        (d) =>
          typeof d.term === 'string' && d.term.trim().length > 0 && languages.has(normalizeLanguageCode(d.language)),
      )
      .map((d) => ({
        termId: term.termId,
        language: d.language,
        term: d.term,
        // Read off the wire, like the term check above: a definition without one matches as 'auto'.
        caseSensitivity: (d.caseSensitivity as CaseSensitivity | undefined) ?? 'auto',
      })),
  );
}
