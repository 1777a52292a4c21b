import { foldCase, hasUpper, isInitialCapital, stripAccents } from './case';
import { normalizeString } from './normalize';
import { gapKind, GapKind, normalizeGap, tokenize } from './tokenize';
import type { LanguageModule, WordInfo } from './languages/types';
import type { CompiledEntry, EntryWord } from './entries';
import { japaneseEntryInfo } from './japanese-match';
import type { GlossaryEntry } from './types';

/** Allocated only when used: a 100,000-term glossary has about as many buckets as entries. */
interface Bucket {
  /** Entries of one word. */
  single?: CompiledEntry[];
  /** Longer entries by a key of their second word. */
  next?: Map<string, CompiledEntry[]>;
}

/**
 * The entries of one language with a two-level token index: a key of the first word, then a
 * key of the second word. Keys are spellings, dictionary forms, stems and accent-free
 * spellings; a hit is only a candidate, which compareWord then decides.
 */
export class CompiledLanguage {
  readonly entries: CompiledEntry[] = [];
  private readonly index = new Map<string, Bucket>();
  private readonly bySpelling = new Map<string, CompiledEntry>();
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
    const compiled = compileEntry(entry, position, this.module, (surface, charLevel) => this.word(surface, charLevel));
    if (!compiled) return;
    this.nextIndex = Math.max(this.nextIndex, position + 1);
    this.entries.push(compiled);
    const spelling = spellingKey(compiled);
    const first = this.bySpelling.get(spelling);
    if (first) {
      first.twins.push(compiled);
      return;
    }
    this.bySpelling.set(spelling, compiled);
    this.indexEntry(compiled);
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
      const spelling = spellingKey(entry);
      const head = this.bySpelling.get(spelling);
      if (head !== entry) {
        if (head) head.twins.splice(head.twins.indexOf(entry) >>> 0, 1);
        continue;
      }
      this.unindexEntry(entry);
      this.bySpelling.delete(spelling);
      const others = entry.twins.filter((t) => !termIds.has(t.termId));
      const heir = others.shift();
      if (!heir) continue;
      heir.twins.push(...others);
      this.bySpelling.set(spelling, heir);
      this.indexEntry(heir);
    }
  }

  private word(surface: string, charLevel: boolean): EntryWord {
    const key = charLevel ? `\u0001${surface}` : surface;
    let word = this.words.get(key);
    if (!word) {
      word = compileWord(surface, charLevel, this.module);
      this.words.set(key, word);
    }
    return word;
  }

  private indexEntry(compiled: CompiledEntry): void {
    for (const k1 of compiled.words[0].keys) {
      let bucket = this.index.get(k1);
      if (!bucket) {
        bucket = {};
        this.index.set(k1, bucket);
      }
      if (compiled.words.length === 1) pushOnce((bucket.single ??= []), compiled);
      else {
        const next = (bucket.next ??= new Map<string, CompiledEntry[]>());
        for (const k2 of compiled.words[1].keys) push(next, k2, compiled);
      }
    }
  }

  private unindexEntry(compiled: CompiledEntry): void {
    for (const k1 of compiled.words[0].keys) {
      const bucket = this.index.get(k1);
      if (!bucket) continue;
      const { single, next } = bucket;
      if (compiled.words.length === 1) {
        if (single) without(single, compiled);
      } else if (next)
        for (const k2 of compiled.words[1].keys) {
          const list = next.get(k2);
          if (list && without(list, compiled) === 0) next.delete(k2);
        }
      // hasForm reads the index's keys: a key left without entries must go.
      if (!single?.length && !next?.size) this.index.delete(k1);
    }
  }

  /** Visits the entries that may start with a word having keys1 and go on with keys2. */
  candidates(
    keys1: readonly string[],
    keys2: readonly string[] | null,
    visit: (e: readonly CompiledEntry[]) => void,
  ): void {
    for (const k1 of keys1) {
      const bucket = this.index.get(k1);
      if (!bucket) continue;
      const { single, next } = bucket;
      if (single?.length) visit(single);
      if (!keys2 || !next?.size) continue;
      for (const k2 of keys2) {
        const list = next.get(k2);
        if (list) visit(list);
      }
    }
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

/** Removes `entry` from `list`; answers the length left. */
function without(list: CompiledEntry[], entry: CompiledEntry): number {
  const at = list.indexOf(entry);
  if (at >= 0) list.splice(at, 1);
  return list.length;
}

function pushOnce(list: CompiledEntry[], entry: CompiledEntry): void {
  if (list[list.length - 1] !== entry) list.push(entry);
}

function push(map: Map<string, CompiledEntry[]>, key: string, entry: CompiledEntry): void {
  const list = map.get(key);
  if (!list) map.set(key, [entry]);
  else pushOnce(list, entry);
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
  let out = '';
  for (const ch of s) {
    const base = stripAccents(ch);
    out += base.length === ch.length ? base : ch;
  }
  return out;
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
  const gaps: { kind: GapKind; text: string }[] = [];
  for (let k = 0; k < tokens.count; k++) {
    const surface = text.slice(tokens.start[k], tokens.end[k]);
    words.push(wordOf(surface, tokens.charLevel[k] === 1));
    if (k > 0) {
      const gap = text.slice(tokens.end[k - 1], tokens.start[k]);
      gaps.push({ kind: gapKind(gap), text: normalizeGap(gap) });
    }
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
    leading: normalizeGap(text.slice(0, tokens.start[0])),
    trailing: normalizeGap(text.slice(tokens.end[tokens.count - 1])),
    hasUpper: upper,
    initialCapitalOnly: upper && isInitialCapital(letters.replace(/[^\p{L}]/gu, '')),
    japanese: module.japanese ? japaneseEntryInfo(module.japanese, text) : undefined,
    twins: [],
  };
}
