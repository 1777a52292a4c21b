/**
 * Tokens of a (width-folded) text: maximal runs of letters, marks and digits ("words"), except
 * that scripts written without spaces (Han, kana, Hangul, Thai, Lao, Khmer, Burmese, Tibetan)
 * give one token per character (with its combining marks), so a term can be found anywhere and
 * the language's boundary rule decides.
 */
const WORD_RUN = /[\p{L}\p{M}\p{N}\u200C\u200D]+/gu;
/** Ukrainian, Belarusian, Dutch: an apostrophe between letters is part of the word (комп'ютер, foto's). */
const WORD_RUN_WITH_APOSTROPHES = /[\p{L}\p{M}\p{N}\u200C\u200D]+(?:['\u2019\u02BC][\p{L}\p{M}]+)*/gu;
const CHAR_SCRIPT =
  /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}\p{sc=Tibetan}\u30FC\u3005]/u;
const MARK = /[\p{M}\u200C\u200D]/u;
const SEPARATOR = /^[\s\-\u00AD\u2010\u2011]+$/u;
const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;

/**
 * Plain arrays rather than typed ones: a compile tokenizes every entry of a glossary (100,000 of
 * them), and three typed arrays per entry cost more to allocate than the arrays they copy.
 */
export interface Tokens {
  readonly count: number;
  readonly start: readonly number[];
  readonly end: readonly number[];
  /** 1 when the token is a single character of a script written without spaces. */
  readonly charLevel: readonly number[];
}

export function tokenize(text: string, apostropheInWords = false): Tokens {
  const ascii = apostropheInWords ? null : tokenizeAscii(text);
  if (ascii) return ascii;
  const starts: number[] = [];
  const ends: number[] = [];
  const chars: number[] = [];
  const words = apostropheInWords ? WORD_RUN_WITH_APOSTROPHES : WORD_RUN;
  words.lastIndex = 0;
  for (let m = words.exec(text); m; m = words.exec(text)) {
    const runStart = m.index;
    const run = m[0];
    if (!CHAR_SCRIPT.test(run)) {
      starts.push(runStart);
      ends.push(runStart + run.length);
      chars.push(0);
      continue;
    }
    splitMixedRun(run, runStart, starts, ends, chars);
  }
  return { count: starts.length, start: starts, end: ends, charLevel: chars };
}

/**
 * tokenize for text in ASCII, where words are runs of letters and digits and no script is
 * written without spaces: a scan of char codes, without the regular expression's match objects
 * (a compile tokenizes 100,000 entries, most of them in ASCII). Null at the first other character.
 */
function tokenizeAscii(text: string): Tokens | null {
  let count = 0;
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : SPACE;
    if (code > MAX_ASCII) return null;
    const word = isAsciiLetterOrDigit(code);
    if (word && start < 0) start = i;
    else if (!word && start >= 0) {
      asciiStarts[count] = start;
      asciiEnds[count] = i;
      asciiZeros[count] = 0;
      count++;
      start = -1;
    }
  }
  return {
    count,
    start: asciiStarts.slice(0, count),
    end: asciiEnds.slice(0, count),
    charLevel: asciiZeros.slice(0, count),
  };
}

/**
 * tokenizeAscii's working lists, reused (it runs to its end without a call out) and copied at
 * their size: lists grown by push reserve 17 places each, three for each of 100,000 entries.
 */
const asciiStarts: number[] = [];
const asciiEnds: number[] = [];
const asciiZeros: number[] = [];

const SPACE = 0x20;
const MAX_ASCII = 0x7f;

function isAsciiLetterOrDigit(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

function splitMixedRun(run: string, offset: number, starts: number[], ends: number[], chars: number[]): void {
  let wordStart = -1;
  let i = 0;
  while (i < run.length) {
    const cp = run.codePointAt(i);
    if (cp === undefined) break; // not reached while i < run.length
    const ch = String.fromCodePoint(cp);
    const width = ch.length;
    if (CHAR_SCRIPT.test(ch)) {
      if (wordStart >= 0) {
        starts.push(offset + wordStart);
        ends.push(offset + i);
        chars.push(0);
        wordStart = -1;
      }
      let j = i + width;
      while (j < run.length && MARK.test(run[j])) j++;
      starts.push(offset + i);
      ends.push(offset + j);
      chars.push(1);
      i = j;
      continue;
    }
    if (wordStart < 0) wordStart = i;
    i += width;
  }
  if (wordStart >= 0) {
    starts.push(offset + wordStart);
    ends.push(offset + run.length);
    chars.push(0);
  }
}

/** The words of terms, as a compile hands them to the dictionaries (prepare) and analyses them ahead. */
export function wordsOfTerms(terms: readonly string[]): string[] {
  return terms.flatMap((term) => term.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean));
}

export type GapKind = 'none' | 'sep' | 'other';

export function gapKind(gap: string): GapKind {
  if (gap.length === 0) return 'none';
  return SEPARATOR.test(gap) ? 'sep' : 'other';
}

/** Apostrophe variants compare equal inside a term ("rock'n'roll" / "rock’n’roll"). */
export function normalizeGap(gap: string): string {
  return gap.replace(/[\u2019\u02BC\u2018`´]/g, "'");
}

export function isWordChar(ch: string | undefined): boolean {
  return ch !== undefined && ch !== '' && WORD_CHAR.test(ch);
}

const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;
const LETTER = /\p{L}/u;

function isSentenceEnd(code: number): boolean {
  return code === 0x2e || code === 0x21 || code === 0x3f || code === 0x3002 || code === 0xff01 || code === 0xff1f;
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0d || code === 0xa0 || code === 0x3000;
}

/**
 * For every token: is it inside text written entirely in capitals? The context is the
 * sentence (cut at line breaks and at . ! ? followed by a space), so a capitalised heading in
 * an ordinary text is a context of its own. It counts as capitals when it has no lower-case
 * letter and capitals make most of its letters: a Latin acronym in a Chinese sentence is not.
 */
export function allCapsContext(text: string, tokens: Tokens): Uint8Array {
  const flags = new Uint8Array(tokens.count);
  let t = 0;
  let upper = 0;
  let lower = 0;
  let letters = 0;
  const closeSegment = (segEnd: number) => {
    const caps = lower === 0 && upper > 0 && upper * 2 > letters ? 1 : 0;
    while (t < tokens.count && tokens.start[t] < segEnd) flags[t++] = caps;
    upper = lower = letters = 0;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x61 && c <= 0x7a) {
      lower++;
      letters++;
    } else if (c >= 0x41 && c <= 0x5a) {
      upper++;
      letters++;
    } else if (c >= 0x80 && !isSpace(c) && LETTER.test(text[i])) {
      letters++;
      if (UPPER.test(text[i])) upper++;
      else if (LOWER.test(text[i])) lower++;
    }
    if (c === 0x0a || (isSentenceEnd(c) && (i + 1 === text.length || isSpace(text.charCodeAt(i + 1)))))
      closeSegment(i + 1);
  }
  closeSegment(text.length + 1);
  return flags;
}
