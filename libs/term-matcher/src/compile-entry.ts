/**
 * One glossary entry and its words compiled (CompiledEntry, EntryWord), and the index keys of
 * words (entries' and texts'): pure functions, kept by CompiledLanguage.
 */
import { foldCase, hasUpper, isInitialCapital, stripAccents } from './case';
import { normalizeString } from './normalize';
import { gapKind, GapKind, normalizeGap, tokenize, type Tokens } from './tokenize';
import type { LanguageModule, WordInfo } from './languages/types';
import type { CompiledEntry, EntryWord } from './entries';
import { japaneseEntryInfo } from './japanese-match';
import type { GlossaryEntry } from './types';

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

/** Frozen: a push to it would give every entry the twin (addTwin gives a head its own list). */
export const NO_TWINS = Object.freeze([]) as unknown as CompiledEntry[];

interface Gap {
  kind: GapKind;
  text: string;
}

/** The gap between the words of most terms, one object for all of them (100,000 terms). */
const SPACE_GAP: Gap = Object.freeze({ kind: 'sep', text: ' ' });

/** The gaps of entries whose words are one space apart, by number of words: shared, never written to. */
const SPACE_GAPS: Gap[][] = [[], [], [SPACE_GAP], [SPACE_GAP, SPACE_GAP]];

function entryGap(gap: string): Gap {
  return gap === ' ' ? SPACE_GAP : { kind: gapKind(gap), text: normalizeGap(gap) };
}

function entryGaps(text: string, tokens: Tokens): Gap[] {
  let spaced = true;
  for (let k = 1; k < tokens.count && spaced; k++)
    spaced = tokens.start[k] === tokens.end[k - 1] + 1 && text.charCodeAt(tokens.end[k - 1]) === SPACE;
  if (spaced && tokens.count < SPACE_GAPS.length) return SPACE_GAPS[tokens.count];
  return tokens.start.slice(1).map((start, k) => entryGap(text.slice(tokens.end[k], start)));
}

const SPACE = 0x20;

export function compileEntry(
  entry: GlossaryEntry,
  index: number,
  module: LanguageModule,
  wordOf: (surface: string, charLevel: boolean) => EntryWord,
): CompiledEntry | null {
  const text = normalizeString(entry.term.trim());
  const tokens = tokenize(text, module.apostropheInWords);
  if (tokens.count === 0) return null;
  // Arrays made at their size (map): one grown by push from [] reserves 17 places.
  const words = tokens.start.map((start, k) => wordOf(text.slice(start, tokens.end[k]), tokens.charLevel[k] === 1));
  const gaps = entryGaps(text, tokens);
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
    twins: NO_TWINS,
  };
}
