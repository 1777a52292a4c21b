import { foldCase, hasUpper, isInitialCapital, stripAccents } from './case';
import { normalizeString } from './normalize';
import { gapKind, GapKind, normalizeGap, tokenize } from './tokenize';
import type { LanguageModule, WordInfo } from './languages/types';
import type { CompiledEntry, EntryWord } from './entries';
import { japaneseEntryInfo } from './japanese-match';
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
    if (!compiled) return;
    this.nextIndex = Math.max(this.nextIndex, position + 1);
    this.entries.push(compiled);
    this.index.addUnlessTwin(compiled)?.twins.push(compiled);
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
        if (head) head.twins.splice(head.twins.indexOf(entry) >>> 0, 1);
        continue;
      }
      this.index.remove(entry);
      const others = entry.twins.filter((t) => !termIds.has(t.termId));
      const heir = others.shift();
      if (!heir) continue;
      heir.twins.push(...others);
      this.index.addUnlessTwin(heir);
    }
  }

  private readonly wordOf = (surface: string, charLevel: boolean): EntryWord => this.word(surface, charLevel);

  private word(surface: string, charLevel: boolean): EntryWord {
    const key = charLevel ? `\u0001${surface}` : surface;
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

/** Entries with the same key match the same spans (twins): same spelling, same caseSensitivity. */
export function spellingKey(entry: CompiledEntry): string {
  return `${entry.caseSensitivity}\u0000${entry.normalized}`;
}

/** Compounds unknown to the dictionary are compared by their last component: same beginning. */
const COMPOUND_PREFIX = 5;

export function compoundKey(fold: string): string | null {
  return fold.length > COMPOUND_PREFIX ? `\u0001${fold.slice(0, COMPOUND_PREFIX)}` : null;
}

function entryWordKeys(word: Omit<EntryWord, 'keys'>, compounds: boolean): string[] {
  const keys = new Set(word.forms);
  const compound = compounds && !word.charLevel ? compoundKey(word.info.fold) : null;
  if (compound) keys.add(compound);
  if (word.info.stem && word.root) {
    keys.add(word.info.stem);
    keys.add(stripAccents(word.info.stem));
  }
  keys.add(word.stripped);
  return [...keys];
}

/** Index keys of a text word (see entryWordKeys). */
export function textWordKeys(info: WordInfo, caps: boolean, compounds = false): string[] {
  const keys = [info.fold];
  const compound = compounds && !info.known ? compoundKey(info.fold) : null;
  if (compound) keys.push(compound);
  for (const l of info.lemmas) if (l !== info.fold) keys.push(l);
  if (info.stem !== null && info.stem !== info.fold) keys.push(info.stem);
  // 'APIs': the plural of an abbreviation.
  if (info.abbreviation && info.fold.endsWith('s')) keys.push(info.fold.slice(0, -1));
  if (caps) {
    keys.push(stripAccents(info.fold));
    if (info.stem !== null) keys.push(stripAccents(info.stem));
  }
  return keys;
}

const MIN_ROOT = 3;

function commonPrefixLength(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a[i] === b[i]) i++;
  return i;
}

export function compileWord(surface: string, charLevel: boolean, module: LanguageModule): EntryWord {
  const info = charLevel
    ? { fold: foldCase(surface, module.code), stem: null, lemmas: [], known: false, isLemma: true, abbreviation: false }
    : module.analyze(surface);
  const forms = info.lemmas.length === 0 ? [info.fold] : [...new Set([info.fold, ...info.lemmas])];
  let root: string | null = null;
  if (info.stem && !info.abbreviation) {
    // Some stemmers drop accents (Greek): align the stem accent-insensitively, letter by letter.
    const r = info.fold.slice(0, commonPrefixLength(stripEach(info.fold), stripEach(info.stem)));
    root = r.length >= MIN_ROOT ? r : null;
  }
  const word = { surface, charLevel, info, forms, root, stripped: stripAccents(info.fold), keys: [] as string[] };
  word.keys = entryWordKeys(word, module.compounds);
  return word;
}

function stripEach(s: string): string {
  // Most words have nothing to strip: no pass letter by letter.
  if (stripAccents(s) === s) return s;
  let out = '';
  for (const ch of s) {
    const base = stripAccents(ch);
    out += base.length === ch.length ? base : ch;
  }
  return out;
}

/** The gaps of every one-word entry: never written to. */
const NO_GAPS: { kind: GapKind; text: string }[] = [];

/** The gap between the words of most terms, one object for all of them (100,000 terms). */
const SPACE_GAP: { kind: GapKind; text: string } = Object.freeze({ kind: 'sep', text: ' ' });

function entryGap(gap: string): { kind: GapKind; text: string } {
  return gap === ' ' ? SPACE_GAP : { kind: gapKind(gap), text: normalizeGap(gap) };
}

function compileEntry(
  entry: GlossaryEntry,
  index: number,
  module: LanguageModule,
  wordOf: (surface: string, charLevel: boolean) => EntryWord,
): CompiledEntry | null {
  const text = normalizeString(entry.term.trim());
  const tokens = tokenize(text, module.apostropheInWords);
  if (tokens.count === 0) return null;
  const words: EntryWord[] = [];
  const gaps: { kind: GapKind; text: string }[] = tokens.count > 1 ? [] : NO_GAPS;
  for (let k = 0; k < tokens.count; k++) {
    const surface = text.slice(tokens.start[k], tokens.end[k]);
    words.push(wordOf(surface, tokens.charLevel[k] === 1));
    if (k > 0) gaps.push(entryGap(text.slice(tokens.end[k - 1], tokens.start[k])));
  }
  const letters = text.slice(tokens.start[0], tokens.end[tokens.count - 1]);
  const upper = hasUpper(text);
  return {
    index,
    termId: entry.termId,
    term: entry.term,
    normalized: text,
    caseSensitivity: entry.caseSensitivity ?? 'auto',
    words,
    gaps,
    leading: tokens.start[0] === 0 ? '' : normalizeGap(text.slice(0, tokens.start[0])),
    trailing:
      tokens.end[tokens.count - 1] === text.length ? '' : normalizeGap(text.slice(tokens.end[tokens.count - 1])),
    hasUpper: upper,
    initialCapitalOnly: upper && isInitialCapital(letters.replace(/[^\p{L}]/gu, '')),
    japanese: module.japanese ? japaneseEntryInfo(module.japanese, text) : undefined,
    twins: [],
  };
}
