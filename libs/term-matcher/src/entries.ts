/**
 * The shapes that compiling a glossary produces and matching reads: a module of types with no
 * imports from the compiler or the matchers, so neither has to import the other to name them.
 */
import type { JapaneseMorpheme, LanguageModule, WordInfo } from './languages/types';
import type { GapKind } from './tokenize';
import type { AmbiguityReason, CaseSensitivity } from './types';

export interface EntryWord {
  readonly surface: string;
  readonly charLevel: boolean;
  readonly info: WordInfo;
  /** fold plus dictionary forms (one or two, mostly: an array is lighter than a Set). */
  readonly forms: readonly string[];
  /** Longest common beginning of the written word and its stem: endings are added after it. */
  readonly root: string | null;
  readonly stripped: string;
  /** The word's keys in the language's index (entryWordKeys). */
  readonly keys: readonly string[];
}

export interface CompiledEntry {
  readonly index: number;
  readonly termId: string;
  readonly term: string;
  /** The term width-folded and trimmed. */
  readonly normalized: string;
  readonly caseSensitivity: CaseSensitivity;
  readonly words: readonly EntryWord[];
  /** gaps[k] sits between words[k] and words[k + 1]. */
  readonly gaps: readonly { kind: GapKind; text: string }[];
  readonly leading: string;
  readonly trailing: string;
  readonly hasUpper: boolean;
  readonly initialCapitalOnly: boolean;
  readonly japanese?: JapaneseEntryInfo;
  /**
   * Later entries with the same spelling and caseSensitivity. They would match exactly the same
   * spans and lose every overlap, so only the first is searched (a twin stands in for it where a
   * term filter excludes it). Written by CompiledLanguage only; entries without twins (nearly
   * all) share one frozen empty list.
   */
  twins: CompiledEntry[];
}

export interface JapaneseEntryInfo {
  readonly morphemes: readonly JapaneseMorpheme[];
  /** The last morpheme is a verb or adjective: its conjugated forms count. */
  readonly conjugatable: boolean;
  readonly readingKey: string;
  readonly kanji: string;
  /** Strings one of which any occurrence or variant must contain. */
  readonly anchors: readonly string[];
  /** The unconjugated beginning (食べ for 食べる, 書 for 書く) every conjugated form starts with. */
  readonly stem: string;
}

export interface Candidate {
  readonly entry: CompiledEntry;
  /** UTF-16 offsets in the width-folded text. */
  readonly start: number;
  readonly end: number;
  readonly status: 'ok' | 'ambiguous' | 'case';
  readonly reason?: AmbiguityReason;
  readonly form: 'exact' | 'inflected';
  /** 0: pass (a), 1: pass (b). */
  readonly pass: 0 | 1;
}

export interface SideMatches {
  /** Confident and ambiguous matches after overlap resolution, in text order. */
  readonly accepted: Candidate[];
  /** Occurrences rejected only because of letter case (not overlapping an accepted match). */
  readonly caseRejected: Candidate[];
}

/** What the Japanese matchers read of a compiled language (CompiledLanguage provides it). */
export interface LanguageEntries {
  readonly entries: readonly CompiledEntry[];
  readonly module: LanguageModule;
}
