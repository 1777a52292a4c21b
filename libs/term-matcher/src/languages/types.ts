import type { BoundaryMode } from './registry';

/** What the matcher needs to know about one word of one language (cached per spelling). */
export interface WordInfo {
  /** Case-folded spelling. */
  readonly fold: string;
  /** Snowball stem of `fold`, or null when the language has no stemmer. */
  readonly stem: string | null;
  /** Case-folded dictionary forms; empty when the dictionary does not know the word. */
  readonly lemmas: readonly string[];
  /** The dictionary knows the word. */
  readonly known: boolean;
  /** The dictionary forms come from a morphological analyser, not from a fallback word list. */
  readonly analysed?: boolean;
  /** The word is itself a dictionary form (or unknown, in which case it is taken as one). */
  readonly isLemma: boolean;
  /** Abbreviations are never reduced to a dictionary word or a stem. */
  readonly abbreviation: boolean;
}

/** A source of dictionary forms. `lemmas` returns null for a word it does not know. */
export interface Lemmatizer {
  readonly name: string;
  /** Consulted only when no other source knows the word. */
  readonly fallback?: boolean;
  /** Warm-up for sources that answer asynchronously (an external analyser process). */
  prepare?(words: readonly string[]): Promise<void>;
  lemmas(word: string): readonly string[] | null;
  close?(): void;
}

export interface JapaneseMorpheme {
  readonly surface: string;
  readonly start: number;
  readonly end: number;
  readonly basicForm: string;
  readonly reading: string;
  readonly pos: string;
}

export interface JapaneseAnalyzer {
  tokenize(text: string): JapaneseMorpheme[];
}

/** Everything the matcher uses for one language, loaded once and cached. */
export interface LanguageModule {
  readonly code: string;
  readonly boundary: BoundaryMode;
  /** Names of the dictionary sources actually loaded (empty: pass (a) only). */
  readonly dictionaries: readonly string[];
  readonly compounds: boolean;
  /** An apostrophe between letters belongs to the word (Ukrainian, Belarusian, Dutch). */
  readonly apostropheInWords: boolean;
  /** The written accent moves as words inflect (Greek). */
  readonly accentsMove: boolean;
  /** Other spellings a root may have at the start of its forms: its final consonant softened (Turkish kitab-ı). */
  softenedRoots(root: string): readonly string[];
  /** Attached prefixes (Arabic, Hebrew), longest first. */
  readonly prefixes: readonly string[];
  /**
   * Resolves asynchronous lemmatizers for these words before the synchronous hot path. Answers
   * the words it had to ask about (none when all were analysed before): their answers sit in the
   * lemmatizers' bounded caches until analyze() reads them.
   */
  prepare(words: readonly string[]): Promise<readonly string[]>;
  analyze(word: string): WordInfo;
  /** The word's analysis if it is cached (what analyze would answer without analysing), else undefined. */
  cached(word: string): WordInfo | undefined;
  /**
   * What this module's analyses are made with (format, language, dictionaries, stemmer): a module
   * with the same `sources` elsewhere would analyse a word alike, so its analyses can be adopted.
   */
  readonly sources: string;
  /** Takes another module's analysis of a word (same `sources`) into the cache, unless it has its own. */
  adopt(word: string, info: WordInfo): void;
  /**
   * A word written all in capitals inside ordinary text is a word in capitals (HOUSES), not an
   * abbreviation (AIDS, NATO): false when the dictionaries cannot tell.
   */
  isWordInCapitals(word: string): boolean;
  /** The dictionary accepts this spelling as a word (for prefix splitting). */
  isWord(word: string): boolean;
  /** Word-boundary flags (length text.length + 1) for the 'segmenter' boundary mode. */
  boundaries?(text: string): Uint8Array;
  readonly japanese?: JapaneseAnalyzer;
}

export interface LanguageResources {
  load(language: string): Promise<LanguageModule>;
}
