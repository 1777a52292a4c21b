import { Injectable, Logger } from '@nestjs/common';
import { DomainException } from '@app/common';
import { CountTermsRequest, CountTermsResponse, ErrorCode, GlossaryChangedEvent, GlossaryEntriesResponse } from '@app/contracts';
import { isUUID } from 'class-validator';
import { CompiledGlossaryCache, GlossaryVersion } from './compiled-glossary.cache';
import { GlossaryEntriesClient } from './glossary-entries.client';
import { assertGlossaryHasLanguage } from './glossary-languages';
import { MatcherEntry, TermMatcherEngine } from './term-matcher.engine';

/**
 * Counts a glossary's terms in a text. Every count asks the glossary service once, sending the
 * version it holds: the answer is either "not modified" (reuse it) or the current entries
 * (cache them, compile what the count needs). So a count never uses a stale glossary, even when
 * a change event is lost or still in flight; the events only free memory early.
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
    const held = this.cache.get(request.glossaryId);
    const answer = await this.glossaries.fetch(request.caller, request.glossaryId, held?.version, requestId);
    assertGlossaryHasLanguage('sourceLanguage', request.sourceLanguage, answer.languages);
    const withTarget = request.targetLanguage != null && request.targetText != null;
    if (withTarget) assertGlossaryHasLanguage('targetLanguage', request.targetLanguage!, answer.languages);

    const version = this.currentVersion(answer, held);
    const languages = withTarget ? [request.sourceLanguage, request.targetLanguage!] : [request.sourceLanguage];
    const matcher = await version.matcherFor(languages, (entries) => this.compile(version, entries, requestId));
    return this.engine.count(matcher, {
      sourceLanguage: request.sourceLanguage,
      sourceText: request.sourceText,
      ...(withTarget ? { targetLanguage: request.targetLanguage, targetText: request.targetText } : {}),
    });
  }

  /** Every replica hears every change (queue-less subscription) and drops older versions at once. */
  onGlossaryChanged(event: GlossaryChangedEvent): void {
    if (typeof event?.glossaryId !== 'string') return;
    const version = event.kind === 'glossary.deleted' || typeof event.version !== 'number' ? undefined : event.version;
    if (this.cache.invalidate(event.glossaryId, version)) {
      this.logger.log({ glossaryId: event.glossaryId, version: event.version, kind: event.kind }, 'cached glossary dropped');
    }
  }

  private currentVersion(answer: GlossaryEntriesResponse, held: GlossaryVersion<unknown> | undefined): GlossaryVersion<unknown> {
    // `held` is still good even if an event removed it from the cache meanwhile: the glossary
    // service has just said that it is the current version. The same version with full terms
    // comes from a glossary service that ignores knownVersion: nothing to recompile either.
    if (held && held.version === answer.version) return held;
    if (answer.notModified) {
      throw new DomainException(`Glossary ${answer.glossaryId} answered "not modified" to a version not asked for`, ErrorCode.INTERNAL);
    }
    return this.cache.set(new GlossaryVersion(answer.glossaryId, answer.version, toMatcherEntries(answer)));
  }

  private async compile(version: GlossaryVersion<unknown>, entries: MatcherEntry[], requestId?: string): Promise<unknown> {
    const started = performance.now();
    const compiled = await this.engine.compile(entries);
    const ms = Math.round(performance.now() - started);
    const languages = [...new Set(entries.map((e) => e.language))];
    this.logger.log({ requestId, glossaryId: version.glossaryId, version: version.version, languages, definitions: entries.length, ms }, 'glossary compiled');
    return compiled;
  }
}

export function toMatcherEntries(answer: GlossaryEntriesResponse): MatcherEntry[] {
  return answer.terms.flatMap((term) =>
    term.definitions
      .filter((d) => typeof d.term === 'string' && d.term.trim().length > 0)
      .map((d) => ({ termId: term.termId, language: d.language, term: d.term, caseSensitivity: d.caseSensitivity ?? 'auto' })),
  );
}
