/**
 * Letter-case helpers. Folding is done one UTF-16 unit at a time and never changes length,
 * so positions inside a folded word line up with the word as written.
 */
const TURKIC = new Set(['tr', 'az', 'crh', 'tt', 'kk']);

export function isTurkic(language: string): boolean {
  return TURKIC.has(language);
}

export function foldCase(word: string, language: string): string {
  const turkic = TURKIC.has(language);
  let out = '';
  // By UTF-16 unit (charAt), not code point: the folded word keeps the written word's offsets.
  for (let i = 0; i < word.length; i++) {
    const ch = word.charAt(i);
    if (turkic && ch === 'I') {
      out += 'ı';
      continue;
    }
    if (turkic && ch === 'İ') {
      out += 'i';
      continue;
    }
    const lower = ch.toLowerCase();
    // Final sigma folds to sigma so that 'ΟΔΟΣ' and 'οδος' compare equal.
    out += lower.length === 1 ? (lower === 'ς' ? 'σ' : lower) : ch;
  }
  return out;
}

/**
 * Languages whose letter case ICU maps differently from the default (dotted and dotless i, Greek
 * accents in capitals, Lithuanian dots): V8 itself uses the default mapping for every other one.
 */
const OWN_CASE_MAPPING = new Set(['az', 'el', 'lt', 'tr']);

export interface CaseMapper {
  readonly lower: (s: string) => string;
  readonly upper: (s: string) => string;
}

const DEFAULT_CASE: CaseMapper = { lower: (s) => s.toLowerCase(), upper: (s) => s.toUpperCase() };
const caseMappers = new Map<string, CaseMapper>();

/**
 * `toLocaleLowerCase(language)` and `toLocaleUpperCase(language)`, without V8 reading the locale
 * on every call when the language has no mapping of its own: about half of such a call's cost
 * (0.4 -> 0.2 microseconds), paid twice for every word a compile or an analysis ahead looks up.
 */
export function caseMapper(language: string): CaseMapper {
  let mapper = caseMappers.get(language);
  if (!mapper) {
    mapper = OWN_CASE_MAPPING.has(language.split('-')[0].toLowerCase())
      ? { lower: (s) => s.toLocaleLowerCase(language), upper: (s) => s.toLocaleUpperCase(language) }
      : DEFAULT_CASE;
    caseMappers.set(language, mapper);
  }
  return mapper;
}

/** The word in lower case and with an initial capital: the spellings dictionaries list. */
export function lowerAndCapitalised(word: string, language: string): [string, string] {
  const { lower, upper } = caseMapper(language);
  const lowered = lower(word);
  return [lowered, upper(lowered.charAt(0)) + lowered.slice(1)];
}

export function isUpper(ch: string): boolean {
  return ch !== ch.toLowerCase() && ch === ch.toUpperCase();
}

export function isLower(ch: string): boolean {
  return ch !== ch.toUpperCase() && ch === ch.toLowerCase();
}

const COMBINING = /\p{M}/gu;

/** Printable ASCII only: nothing to strip. */
const PLAIN = /^[ -~]*$/;

/** Accents removed, for text written entirely in capitals where accents are often dropped. */
export function stripAccents(folded: string): string {
  // Compiling 100,000 entries calls this for every letter: skip the normalisation when it would change nothing.
  if (PLAIN.test(folded)) return folded;
  return folded.normalize('NFD').replace(COMBINING, '').replace(/ß/g, 'ss');
}

export function hasUpper(s: string): boolean {
  // Nothing lower-cases differently: no capital (a whole-string test, far cheaper per entry).
  if (s === s.toLowerCase()) return false;
  for (const ch of s) if (isUpper(ch)) return true;
  return false;
}

export function hasLower(s: string): boolean {
  for (const ch of s) if (isLower(ch)) return true;
  return false;
}

/** Letters of a word other than the first are all lower case, and the first is upper case. */
export function isInitialCapital(word: string): boolean {
  if (word.length === 0 || !isUpper(word[0])) return false;
  return !hasUpper(word.slice(1));
}

/**
 * An abbreviation (two or more letters, all capitals, or capitals mixed with digits) is never
 * reduced to a dictionary word: 'AIDS' is not a form of 'aid'.
 */
export function isAbbreviation(word: string): boolean {
  let letters = 0;
  let upper = 0;
  for (const ch of word) {
    if (isUpper(ch)) upper++;
    if (isUpper(ch) || isLower(ch)) letters++;
  }
  if (letters < 2) return false;
  if (upper === letters) return true;
  // Capitals after the first letter followed by a lower-case plural ('APIs', 'URLs').
  return upper >= 2 && isUpper(word[0]) && isUpper(word[1]);
}
