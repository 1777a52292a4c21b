import { Injectable } from '@nestjs/common';
import type { CaseSensitivity, CountTermsResponse } from '@app/contracts';
import { CompiledGlossary, countTerms } from '@app/term-matcher';

export interface MatcherEntry {
  termId: string;
  language: string;
  term: string;
  caseSensitivity: CaseSensitivity;
}

export interface MatcherCountRequest {
  sourceLanguage: string;
  sourceText: string;
  targetLanguage?: string;
  targetText?: string;
}

/**
 * The matching engine as the service sees it: compile a glossary once, count many times.
 * An abstract class so that it is also the injection token; unit tests bind a small fake.
 */
export abstract class TermMatcherEngine<TCompiled = unknown> {
  abstract compile(entries: MatcherEntry[]): Promise<TCompiled>;
  abstract count(compiled: TCompiled, request: MatcherCountRequest): Promise<CountTermsResponse>;
  /** Applies an edit in place: the entries of `termIds` replaced by `entries` (their current definitions). */
  abstract patch(compiled: TCompiled, termIds: ReadonlySet<string>, entries: MatcherEntry[]): Promise<void>;
  /** Estimated memory of a compiled glossary, for the byte-bounded cache. */
  abstract sizeOf(compiled: TCompiled): number;
}

/** The real engine: the pure `@app/term-matcher` library. */
@Injectable()
export class LibraryTermMatcherEngine extends TermMatcherEngine<CompiledGlossary> {
  /** Compiled as counts need it: the source language whole, a large target side term by term. */
  compile(entries: MatcherEntry[]): Promise<CompiledGlossary> {
    return Promise.resolve(CompiledGlossary.onDemand(entries));
  }

  count(compiled: CompiledGlossary, request: MatcherCountRequest): Promise<CountTermsResponse> {
    return countTerms(compiled, request);
  }

  patch(compiled: CompiledGlossary, termIds: ReadonlySet<string>, entries: MatcherEntry[]): Promise<void> {
    return compiled.patch(termIds, entries);
  }

  sizeOf(compiled: CompiledGlossary): number {
    return compiled.estimatedBytes;
  }
}
