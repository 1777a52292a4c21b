/**
 * Word-level comparison of a text word with an entry word, and the letter-case decision of
 * SPEC's caseSensitivity table.
 */
import { foldCase, isUpper, stripAccents } from './case';
import type { CompiledEntry, EntryWord } from './entries';
import type { LanguageModule, WordInfo } from './languages/types';
import type { AmbiguityReason } from './types';

export const Grade = {
  /** The word as written, up to letter case. */
  Exact: 0,
  /** Pass (a): the written word plus one of the language's common endings. */
  Endings: 1,
  /** Pass (b): same dictionary form. */
  Lemma: 2,
  /** Pass (b), but only the dictionary form links two words that share little (rule 11). */
  LemmaOnly: 3,
} as const;
export type Grade = (typeof Grade)[keyof typeof Grade];

const MAX_ENDING = 6;

function commonPrefixLength(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a[i] === b[i]) i++;
  return i;
}

/** Same letter with a different accent at the same place: 'schon' is not a form of 'schön'. */
function accentClash(a: string, b: string): boolean {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    if (a[i] !== b[i] && stripAccents(a[i]) === stripAccents(b[i])) return true;
  }
  return false;
}

/**
 * The text word with the entry's root put back where one of its spellings starts it (kitabı ->
 * kitapı for kitap), or null when none does. Greek compares roots without accents.
 */
function withEntryRoot(text: WordInfo, root: string, module: LanguageModule): string | null {
  if (text.fold.startsWith(root)) return text.fold;
  if (module.accentsMove) return stripAccents(text.fold).startsWith(stripAccents(root)) ? text.fold : null;
  const spelling = module.softenedRoots(root).find((s) => text.fold.startsWith(s));
  return spelling === undefined ? null : root + text.fold.slice(spelling.length);
}

function endingsFit(text: WordInfo, word: EntryWord, root: string, module: LanguageModule): boolean {
  const textWord = withEntryRoot(text, root, module);
  return (
    textWord !== null &&
    text.fold.length - root.length <= MAX_ENDING &&
    word.info.fold.length - root.length <= MAX_ENDING &&
    (module.accentsMove || !accentClash(textWord, word.info.fold))
  );
}

function sharesForm(text: WordInfo, word: EntryWord): boolean {
  if (word.forms.includes(text.fold)) return true;
  for (const l of text.lemmas) if (word.forms.includes(l)) return true;
  return false;
}

/**
 * A morphological analyser knows both words with unrelated dictionary forms: a shared Snowball
 * stem is a coincidence (universe / university), not an ending. Word lists (Hunspell) are not
 * trusted for this: several list inflected forms as words of their own.
 */
function dictionaryDisagrees(text: WordInfo, word: EntryWord): boolean {
  return Boolean(text.analysed && word.info.analysed) && !sharesForm(text, word);
}

function lemmaGrade(text: WordInfo, word: EntryWord): Grade {
  const e = word.info;
  if (!e.isLemma && commonPrefixLength(text.fold, e.fold) * 2 <= Math.min(text.fold.length, e.fold.length)) {
    return Grade.LemmaOnly;
  }
  return Grade.Lemma;
}

export function compareWord(
  word: EntryWord,
  text: WordInfo,
  textCharLevel: boolean,
  capsContext: boolean,
  module: LanguageModule,
): Grade | null {
  if (text.fold === word.info.fold) return Grade.Exact;
  if (capsContext && stripAccents(text.fold) === word.stripped) return Grade.Exact;
  if (word.charLevel || textCharLevel) return null;
  if (word.info.abbreviation) {
    // 'APIs' for 'API': a plural, not a reduction to a dictionary word.
    return text.fold === word.info.fold + 's' ? Grade.Endings : null;
  }
  if (text.abbreviation) return null;
  if (
    word.root &&
    text.stem !== null &&
    text.stem === word.info.stem &&
    endingsFit(text, word, word.root, module) &&
    !dictionaryDisagrees(text, word)
  ) {
    return Grade.Endings;
  }
  // In capitals accents are often dropped: ETATS for états.
  if (capsContext && word.root && text.stem !== null && word.info.stem !== null) {
    const root = stripAccents(word.root);
    if (stripAccents(text.stem) === stripAccents(word.info.stem) && stripAccents(text.fold).startsWith(root))
      return Grade.Endings;
  }
  if ((text.known || word.info.known) && sharesForm(text, word)) return lemmaGrade(text, word);
  if (module.compounds) return compoundGrade(word, text, module);
  return null;
}

/**
 * Compounds (German, Dutch, Scandinavian, Finnish) are often unknown to the dictionary as a
 * whole: compare the last components after the shared beginning (Bauernhäuser / Bauernhaus).
 */
function compoundGrade(word: EntryWord, text: WordInfo, module: LanguageModule): Grade | null {
  const p = commonPrefixLength(text.fold, word.info.fold);
  if (p < 3) return null;
  const capitalise = module.code === 'de';
  for (let k = p; k >= Math.max(3, p - 8); k--) {
    const tTail = text.fold.slice(k);
    const eTail = word.info.fold.slice(k);
    if (tTail.length < 3 || eTail.length < 3) continue;
    const asWritten = (s: string) => (capitalise ? s[0].toUpperCase() + s.slice(1) : s);
    const t = module.analyze(asWritten(tTail));
    const e = module.analyze(asWritten(eTail));
    if (!t.known) continue;
    const eForms = new Set([e.fold, ...e.lemmas]);
    if (eForms.has(t.fold) || t.lemmas.some((l) => eForms.has(l))) return Grade.Lemma;
  }
  return null;
}

function baseLetter(ch: string, language: string): string {
  return stripAccents(foldCase(ch, language));
}

export type CaseOutcome = { status: 'ok' } | { status: 'ambiguous'; reason: AmbiguityReason } | { status: 'case' };

const OK: CaseOutcome = { status: 'ok' };
const REJECTED: CaseOutcome = { status: 'case' };

/**
 * Applies the entry's caseSensitivity to the matched words (entry and text surfaces compared
 * position by position where the letters are the same up to case).
 */
export function decideCase(
  entry: CompiledEntry,
  textSurfaces: readonly string[],
  capsContext: boolean,
  language: string,
): CaseOutcome {
  const mode = entry.caseSensitivity;
  if (mode === 'ignore') return OK;
  if (capsContext) {
    if (entry.hasUpper) return { status: 'ambiguous', reason: 'all_caps_context' };
    // An exact entry without capitals ('server') does not match 'SERVER': SPEC's all-caps
    // exception speaks of entries containing capital letters only.
    return mode === 'exact' ? REJECTED : OK;
  }
  let upperLost = 0;
  let firstLost = false;
  let lowerRaised = false;
  let firstLetterSeen = false;
  for (let k = 0; k < entry.words.length; k++) {
    const e = entry.words[k].surface;
    const t = textSurfaces[k];
    const n = Math.min(e.length, t.length);
    for (let j = 0; j < n; j++) {
      const isFirstLetter = !firstLetterSeen;
      firstLetterSeen = true;
      const a = e[j];
      const b = t[j];
      // Letter case is judged on the letter itself: Äpfel's Ä is the capital of Apfel's A.
      if (a === b || isUpper(a) === isUpper(b) || baseLetter(a, language) !== baseLetter(b, language)) continue;
      if (isUpper(a)) {
        upperLost++;
        if (isFirstLetter) firstLost = true;
      } else {
        lowerRaised = true;
      }
    }
  }
  if (mode === 'exact') return upperLost > 0 || lowerRaised ? REJECTED : OK;
  if (upperLost === 0) return OK;
  if (mode === 'auto' && entry.initialCapitalOnly && firstLost && upperLost === 1) {
    return { status: 'ambiguous', reason: 'initial_capital_only' };
  }
  return REJECTED;
}
