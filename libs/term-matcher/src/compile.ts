import { foldCase } from './case';
import { compileEntry, compileWord, NO_TWINS } from './compile-entry';
import { wordsOfTerms } from './tokenize';
import type { LanguageModule, WordInfo } from './languages/types';
import type { CompiledEntry, EntryWord } from './entries';
import { TokenIndex } from './token-index';
import type { GlossaryEntry } from './types';

/** The entries of one language, with their token index (TokenIndex). */
export class CompiledLanguage {
  readonly entries: CompiledEntry[] = [];
  private readonly index = new TokenIndex();
  private readonly charInfos = new Map<string, WordInfo>();
  /**
   * Each distinct word of the entries compiled once, with its index keys: 100,000 terms of one to
   * three words repeat a few tens of thousands of words, and an EntryWord is never changed.
   */
  private readonly words = new Map<string, EntryWord>();
  private nextIndex = 0;

  constructor(
    readonly language: string,
    readonly module: LanguageModule,
  ) {}

  /** One more than the highest entry index: entries removed by an edit leave gaps. */
  get indexBound(): number {
    return this.nextIndex;
  }

  /**
   * `position`: the entry's place in the glossary's list when entries are added out of order
   * (CompiledGlossary.languageFor), so twins resolve as a whole compile would resolve them.
   */
  add(entry: GlossaryEntry, position = this.nextIndex): void {
    const compiled = compileEntry(entry, position, this.module, this.wordOf);
    if (compiled) this.insert(compiled);
  }

  /**
   * Compiles `entries` (placed from `position` on) before the words this language has not seen
   * are analysed: the words to hand to the dictionaries (Draft.words) are found by the one lookup
   * per word that compiling makes anyway, instead of splitting every term a second time.
   */
  draft(entries: readonly GlossaryEntry[], position: number): Draft {
    const draft: Draft = { entries: [], words: [], unseen: [] };
    const wordOf = (surface: string, charLevel: boolean): EntryWord => {
      const seen = this.words.get(charLevel ? charLevelKey(surface) : surface);
      if (seen) return seen;
      // A character of a script written without spaces is not looked up in a dictionary.
      if (charLevel) return this.word(surface, true);
      draft.unseen.push(surface);
      return UNSEEN_WORD;
    };
    for (const entry of entries) {
      const from = draft.unseen.length;
      const compiled = compileEntry(entry, position, this.module, wordOf);
      if (!compiled) continue;
      position++;
      draft.entries.push(compiled);
      if (!splitAsCompiled(compiled, entry.term, this.module)) draft.words.push(...wordsOfTerms([entry.term]));
      else for (let k = from; k < draft.unseen.length; k++) draft.words.push(draft.unseen[k]);
    }
    return draft;
  }

  /**
   * Puts the words of a draft in its entries once the dictionaries have read Draft.words
   * (LanguageModule.prepare); answers the entries, for insert().
   */
  complete(draft: Draft): readonly CompiledEntry[] {
    let next = 0;
    for (const entry of draft.entries) {
      // Written here only, while the entry is in no index yet: read-only from then on.
      const words = entry.words as EntryWord[];
      for (let k = 0; k < words.length; k++)
        if (words[k] === UNSEEN_WORD) words[k] = this.word(draft.unseen[next++], false);
    }
    return draft.entries;
  }

  /** Indexes an entry compiled by add() or draft() (its words complete). */
  insert(compiled: CompiledEntry): void {
    this.nextIndex = Math.max(this.nextIndex, compiled.index + 1);
    this.entries.push(compiled);
    const head = this.index.addUnlessTwin(compiled);
    if (head) addTwin(head, compiled);
  }

  /**
   * Removes every entry of these terms, the rest staying as compiled: an edit to a few terms of
   * a large glossary costs those terms, not the glossary. A removed entry's twin takes its place.
   */
  remove(termIds: ReadonlySet<string>): void {
    const removed = this.entries.filter((e) => termIds.has(e.termId));
    if (removed.length === 0) return;
    const kept = this.entries.filter((e) => !termIds.has(e.termId));
    this.entries.length = 0;
    this.entries.push(...kept);
    for (const entry of removed) {
      const head = this.index.headOf(entry);
      if (head !== entry) {
        if (head) removeTwin(head, entry);
        continue;
      }
      this.index.remove(entry);
      const others = entry.twins.filter((t) => !termIds.has(t.termId));
      const heir = others.shift();
      if (!heir) continue;
      for (const twin of others) addTwin(heir, twin);
      this.index.addUnlessTwin(heir);
    }
  }

  private readonly wordOf = (surface: string, charLevel: boolean): EntryWord => this.word(surface, charLevel);

  private word(surface: string, charLevel: boolean): EntryWord {
    const key = charLevel ? charLevelKey(surface) : surface;
    let word = this.words.get(key);
    if (!word) {
      word = compileWord(surface, charLevel, this.module);
      this.words.set(key, word);
    }
    return word;
  }

  /** Adds to `out` the entries that may start with a word having keys1 and go on with keys2 (TokenIndex). */
  candidates(keys1: readonly string[], keys2: readonly string[] | null, out: CompiledEntry[]): void {
    this.index.candidates(keys1, keys2, out);
  }

  /** Analysis of a single character of a script written without spaces (cached). */
  charInfo(surface: string): WordInfo {
    let info = this.charInfos.get(surface);
    if (!info) {
      const fold = foldCase(surface, this.module.code);
      info = { fold, stem: null, lemmas: [], known: false, isLemma: true, abbreviation: false };
      this.charInfos.set(surface, info);
    }
    return info;
  }

  hasForm(fold: string): boolean {
    return this.index.has(fold);
  }
}

/**
 * Entries compiled ahead of the analysis of their words (CompiledLanguage.draft), the words this
 * language had not seen standing as UNSEEN_WORD until complete().
 */
export interface Draft {
  readonly entries: CompiledEntry[];
  /** Words for the dictionaries to read before complete() (LanguageModule.prepare). */
  readonly words: string[];
  /** The written forms of the UNSEEN_WORD places, in the order of the entries' words. */
  readonly unseen: string[];
}

/** A draft's place for a word not analysed yet: complete() replaces it before the entry is indexed. */
const UNSEEN_WORD: EntryWord = Object.freeze({
  surface: '',
  charLevel: false,
  info: Object.freeze({ fold: '', stem: null, lemmas: [], known: false, isLemma: true, abbreviation: false }),
  forms: [],
  root: null,
  stripped: '',
  keys: [],
});

/** The words map's key of a character of a script written without spaces, apart from words. */
function charLevelKey(surface: string): string {
  return `\u0001${surface}`;
}

const JOINERS = /[\u200C\u200D]/;
const JOINERS_OR_APOSTROPHES = /['\u2019\u02BC\u200C\u200D]/;

/**
 * Whether the dictionaries' split of the term (wordsOfTerms) gives the entry's words: the term is
 * its own normalized form and no token is a single character or holds a joiner or apostrophe.
 */
function splitAsCompiled(compiled: CompiledEntry, term: string, module: LanguageModule): boolean {
  if (compiled.normalized !== term) return false;
  for (const word of compiled.words) if (word.charLevel) return false;
  return !(module.apostropheInWords ? JOINERS_OR_APOSTROPHES : JOINERS).test(term);
}

function addTwin(head: CompiledEntry, twin: CompiledEntry): void {
  if (head.twins === NO_TWINS) head.twins = [twin];
  else head.twins.push(twin);
}

function removeTwin(head: CompiledEntry, twin: CompiledEntry): void {
  const at = head.twins.indexOf(twin);
  if (at >= 0) head.twins.splice(at, 1);
}

/** Entries with the same key match the same spans (twins): same spelling, same caseSensitivity. */
export function spellingKey(entry: CompiledEntry): string {
  return `${entry.caseSensitivity}\u0000${entry.normalized}`;
}
