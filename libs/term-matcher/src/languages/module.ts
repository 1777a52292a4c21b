import { foldCase, isAbbreviation, lowerAndCapitalised } from '../case';
import { attachedPrefixes } from './affixes';
import type { LanguageSpec } from './registry';
import { wordBoundaries } from './segmenter';
import type { StemFn } from './snowball';
import type { JapaneseAnalyzer, LanguageModule, Lemmatizer, WordInfo } from './types';

const CACHE_LIMIT = 400_000;
const NONE: readonly string[] = [];
/** Changes whenever WordInfo or the way it is computed changes: analyses of another version are not adopted. */
const ANALYSIS_FORMAT = 'analysis-1';

/** Any value but undefined. */
type Defined = string | number | bigint | boolean | symbol | object;

/**
 * A cached answer, or `compute`'s, kept in a cache cleared whole when it reaches CACHE_LIMIT.
 * One lookup on the hot path: no value is ever undefined (word analyses, stems or null, booleans).
 */
function remember<V extends Defined | null>(cache: Map<string, V>, key: string, compute: () => V): V {
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const value = compute();
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
  return value;
}

/** A lemmatizer that answers asynchronously (an external analyser process), warmed up ahead. */
type PreparingLemmatizer = Lemmatizer & Required<Pick<Lemmatizer, 'prepare'>>;

export interface ModuleParts {
  lemmatizers: Lemmatizer[];
  stem: StemFn | null;
  /** Spelling check used before splitting an attached prefix. */
  spell?: (word: string) => boolean;
  /** A word written all in capitals is an ordinary word in capitals, not an abbreviation. */
  wordInCapitals?: (word: string) => boolean;
  japanese?: JapaneseAnalyzer;
}

/** Combines the resources of one language behind the LanguageModule interface, with caches. */
export class CachedLanguageModule implements LanguageModule {
  readonly code: string;
  readonly boundary;
  readonly dictionaries: readonly string[];
  readonly compounds: boolean;
  readonly accentsMove: boolean;
  readonly apostropheInWords: boolean;
  readonly prefixes: readonly string[];
  readonly japanese?: JapaneseAnalyzer;
  readonly sources: string;
  private readonly spec: LanguageSpec;
  private readonly cache = new Map<string, WordInfo>();
  private readonly stemCache = new Map<string, string | null>();
  private readonly capitalsCache = new Map<string, boolean>();

  constructor(
    spec: LanguageSpec,
    private readonly parts: ModuleParts,
  ) {
    this.spec = spec;
    this.code = spec.code;
    this.boundary = spec.boundary ?? 'space';
    this.dictionaries = parts.lemmatizers.map((l) => l.name);
    this.compounds = Boolean(spec.compounds);
    this.accentsMove = Boolean(spec.accentsMove);
    this.apostropheInWords = Boolean(spec.apostropheInWords);
    this.prefixes = attachedPrefixes(spec.code);
    this.japanese = parts.japanese;
    this.sources = [ANALYSIS_FORMAT, spec.code, ...this.dictionaries, parts.stem ? 'snowball' : 'no-stemmer'].join(' ');
  }

  async prepare(words: readonly string[]): Promise<readonly string[]> {
    const asyncOnes = this.parts.lemmatizers.filter((l): l is PreparingLemmatizer => l.prepare !== undefined);
    if (asyncOnes.length === 0) return NONE;
    // Each distinct word once: a large glossary repeats its words many times. Words analysed
    // already (ahead of a compile, or by an earlier one) are skipped first: they are most of them.
    const todo = new Set<string>();
    for (const w of words) {
      const word = this.canonical(w);
      if (!this.cache.has(word)) todo.add(word);
    }
    if (todo.size === 0) return NONE;
    const written = new Set<string>();
    for (const w of todo) for (const form of [w, ...this.prefixRests(w)]) written.add(form);
    await Promise.all(asyncOnes.map((l) => l.prepare([...written])));
    // The other spellings only of the forms no analyser knows as written, as lookupLemmas asks
    // them: an analyser that knows `house` is not asked about `House` (a seventh of the words
    // sent for the bench's 100,000 English terms, most of which Apertium does not know).
    const others = new Set<string>();
    for (const form of written) {
      if (asyncOnes.some((l) => l.lemmas(form) !== null)) continue;
      for (const spelling of this.spellings(form)) if (spelling !== form) others.add(spelling);
    }
    if (others.size > 0) await Promise.all(asyncOnes.map((l) => l.prepare([...others])));
    return [...todo];
  }

  cached(written: string): WordInfo | undefined {
    return this.cache.get(this.canonical(written));
  }

  adopt(word: string, info: WordInfo): void {
    remember(this.cache, this.canonical(word), () => info);
  }

  analyze(written: string): WordInfo {
    const word = this.canonical(written);
    return remember(this.cache, word, () => this.compute(word));
  }

  isWord(word: string): boolean {
    if (this.parts.spell) return this.parts.spell(word);
    return this.analyze(word).known;
  }

  isWordInCapitals(word: string): boolean {
    const check = this.parts.wordInCapitals;
    return check ? remember(this.capitalsCache, word, () => check(word)) : false;
  }

  softenedRoots(root: string): readonly string[] {
    const softened = this.spec.softenedFinals?.[root.slice(-1)];
    return softened ? [...softened].map((letter) => root.slice(0, -1) + letter) : NONE;
  }

  boundaries(text: string): Uint8Array {
    return wordBoundaries(text, this.code);
  }

  stemOf(folded: string): string | null {
    const stem = this.parts.stem;
    return stem ? remember(this.stemCache, folded, () => stem(folded)) : null;
  }

  /** The spellings a dictionary is asked about: as written, lower case, initial capital. */
  private spellings(word: string): string[] {
    return [...new Set([word, ...lowerAndCapitalised(word, this.code)])];
  }

  private compute(word: string): WordInfo {
    const fold = foldCase(word, this.code);
    const abbreviation = isAbbreviation(word);
    // Compatibility characters other than width forms (ﬁ, ①) are kept as they are (SPEC rule 6
    // folds width only), so such a word is not handed to dictionaries that would fold them.
    if (abbreviation || word.normalize('NFKC') !== word.normalize('NFC')) {
      return { fold, stem: null, lemmas: [], known: false, isLemma: true, abbreviation };
    }
    const stem = this.stemOf(fold);
    const found = this.lookupLemmas(word);
    if (!found) return { fold, stem, lemmas: [], known: false, isLemma: true, abbreviation };
    const { lemmas, analysed } = found;
    const known = true;
    const verbStem = this.spec.infinitive?.pattern.exec(fold)?.[1];
    let isLemma = lemmas.has(fold);
    // Hindi जाना: the analyser's dictionary form is the root जा; grammars cite the infinitive.
    if (!isLemma && verbStem && lemmas.has(verbStem)) {
      isLemma = true;
      lemmas.add(fold);
    }
    if (isLemma) for (const l of this.prefixReadingLemmas(word, fold)) lemmas.delete(l);
    if (isLemma && verbStem) {
      // The stem the conjugated forms share (Hunspell gives 'git' for 'gittim'), and its regular forms.
      for (const ending of ['', ...(this.spec.infinitive.stemEndings ?? [])]) lemmas.add(verbStem + ending);
    }
    for (const [a, b] of this.spec.spellingAlternatives ?? []) {
      for (const l of [...lemmas]) {
        if (l.includes(a)) lemmas.add(l.replaceAll(a, b));
        if (l.includes(b)) lemmas.add(l.replaceAll(b, a));
      }
    }
    return { fold, stem, lemmas: [...lemmas], known, analysed, isLemma, abbreviation };
  }

  /** комп’ютер and комп'ютер are one spelling (the dictionaries use the ASCII apostrophe). */
  private canonical(word: string): string {
    return this.apostropheInWords ? word.replace(/[\u2019\u02BC]/g, "'") : word;
  }

  /** What is left after each attached prefix the word starts with (Arabic, Hebrew). */
  private prefixRests(word: string): string[] {
    return this.prefixes
      .filter((p) => word.length - p.length >= 2 && word.startsWith(p))
      .map((p) => word.slice(p.length));
  }

  /**
   * A word that is a dictionary form itself is not also read as prefix + word (כלב is "dog",
   * not כ + לב; وزير is "minister", not و + زار): the lemmas that dictionaries give it only
   * through such a reading (the rest after the prefix, or the rest's own dictionary forms) are
   * not its own. Rule 4's prefix splitting is the one place a prefix is read off a word.
   */
  private prefixReadingLemmas(word: string, fold: string): Set<string> {
    const out = new Set<string>();
    for (const rest of this.prefixRests(word)) {
      const restFold = foldCase(rest, this.code);
      if (restFold !== fold) out.add(restFold);
      for (const l of this.lookupLemmas(rest)?.lemmas ?? []) if (l !== fold) out.add(l);
    }
    return out;
  }

  /**
   * Dictionary forms from the analysers (Apertium, az, Voikko, hspell) when one knows the word,
   * else from the fallback sources (Hunspell, which lists irregular forms such as 'went' as
   * stems of their own and would make them look like dictionary forms). Lower-case and
   * capitalised spellings are only asked when the written one is unknown.
   */
  private lookupLemmas(word: string): { lemmas: Set<string>; analysed: boolean } | null {
    const spellings = this.spellings(word);
    for (const tier of [false, true]) {
      const sources = this.parts.lemmatizers.filter((l) => Boolean(l.fallback) === tier);
      for (const spelling of spellings) {
        let found: Set<string> | null = null;
        for (const l of sources) {
          const lemmas = l.lemmas(spelling);
          if (lemmas === null) continue;
          found ??= new Set();
          for (const lemma of lemmas) found.add(foldCase(lemma, this.code));
        }
        if (found) return { lemmas: found, analysed: !tier };
      }
    }
    return null;
  }
}
