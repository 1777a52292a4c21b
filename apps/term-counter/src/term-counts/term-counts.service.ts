import { Injectable, Logger } from '@nestjs/common';
import { DomainException } from '@app/common';
import { CountTermsRequest, CountTermsResponse, ErrorCode, GlossaryChangedEvent, GlossaryEntriesResponse } from '@app/contracts';
import { isUUID } from 'class-validator';
import { CachedGlossary, CompiledGlossaryCache } from './compiled-glossary.cache';
import { GlossaryEntriesClient } from './glossary-entries.client';
import { assertGlossaryHasLanguage } from './glossary-languages';
import { MatcherEntry, TermMatcherEngine } from './term-matcher.engine';

/**
 * Counts a glossary's terms in a text. Every count asks the glossary service once, sending the
 * version of the compiled matcher it holds: the answer is either "not modified" (reuse it) or
 * the current entries (compile and cache them). So a count never uses a stale glossary even if
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
    const cached = this.cache.get(request.glossaryId);
    const answer = await this.glossaries.fetch(request.caller, request.glossaryId, cached?.version, requestId);
    assertGlossaryHasLanguage('sourceLanguage', request.sourceLanguage, answer.languages);
    const withTarget = request.targetLanguage != null && request.targetText != null;
    if (withTarget) assertGlossaryHasLanguage('targetLanguage', request.targetLanguage!, answer.languages);
    const compiled = await this.compiledFor(answer, cached, requestId);
    return this.engine.count(compiled, {
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
      this.logger.log({ glossaryId: event.glossaryId, version: event.version, kind: event.kind }, 'compiled glossary dropped');
    }
  }

  private compiledFor(answer: GlossaryEntriesResponse, held: CachedGlossary<unknown> | undefined, requestId?: string): Promise<unknown> {
    // `held` is still good even if an event removed it from the cache meanwhile: the glossary
    // service has just said that it is the current version.
    if (held && held.version === answer.version) return held.compiled;
    if (answer.notModified) {
      throw new DomainException(`Glossary ${answer.glossaryId} answered "not modified" to a version not asked for`, ErrorCode.INTERNAL);
    }
    // A concurrent request may have started compiling this version already.
    const current = this.cache.get(answer.glossaryId);
    if (current && current.version === answer.version) return current.compiled;
    const entries = toMatcherEntries(answer);
    const compiled = this.compile(answer, entries, requestId);
    this.cache.set({ glossaryId: answer.glossaryId, version: answer.version, definitions: entries.length, compiled });
    return compiled;
  }

  private async compile(answer: GlossaryEntriesResponse, entries: MatcherEntry[], requestId?: string): Promise<unknown> {
    const started = performance.now();
    const compiled = await this.engine.compile(entries);
    const ms = Math.round(performance.now() - started);
    this.logger.log({ requestId, glossaryId: answer.glossaryId, version: answer.version, definitions: entries.length, ms }, 'glossary compiled');
    return compiled;
  }
}

export function toMatcherEntries(answer: GlossaryEntriesResponse): MatcherEntry[] {
  return answer.terms.flatMap((term) =>
    term.definitions
      .filter((d) => d.term.trim().length > 0)
      .map((d) => ({ termId: term.termId, language: d.language, term: d.term, caseSensitivity: d.caseSensitivity ?? 'auto' })),
  );
}
