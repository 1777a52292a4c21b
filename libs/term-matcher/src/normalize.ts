/**
 * The text the matcher reads, with a map back to the original input: full-width and half-width
 * forms folded (SPEC rule 6), and canonically equivalent spellings composed (NFC: "cafe" plus a
 * combining acute is "café"; a precomposed Devanagari nukta letter is its decomposed pair).
 *
 * Full NFKC would also rewrite characters such as ① or ﬁ and change lengths unpredictably, so
 * compatibility folding is applied to the width blocks only. Every unit of the result remembers
 * the span of the original it came from.
 */
export interface NormalizedText {
  readonly original: string;
  readonly text: string;
  /** For each UTF-16 unit of `text`: first UTF-16 unit of its source in `original`. */
  readonly origStart: Int32Array;
  /** For each UTF-16 unit of `text`: UTF-16 unit just past its source in `original`. */
  readonly origEnd: Int32Array;
}

const HALF_WIDTH_VOICED = 0xff9e;
const HALF_WIDTH_SEMI_VOICED = 0xff9f;

function isWidthForm(code: number): boolean {
  return code === 0x3000 || (code >= 0xff01 && code <= 0xffee);
}

const ANY_WIDTH_FORM = /[\u3000\uFF01-\uFFEE]/;
const PRINTABLE_ASCII = /^[ -~]*$/;
const COMBINING_MARK = /\p{M}/u;

/** Length in UTF-16 units of the code point at `i` (inside the string). */
function unitsAt(input: string, i: number): 1 | 2 {
  return (input.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
}

/** Length in UTF-16 units of the character at `i` and the combining marks that follow it. */
function clusterLength(input: string, i: number): number {
  let end = i + unitsAt(input, i);
  while (end < input.length) {
    const size = unitsAt(input, end);
    if (!COMBINING_MARK.test(input.slice(end, end + size))) break;
    end += size;
  }
  return end - i;
}

/** normalizeText's `text` alone: no offset maps, for glossary entries (100,000 of them). */
export function normalizeString(input: string): string {
  // Printable ASCII is composed and has no width forms: no call to ICU (100,000 entries).
  if (PRINTABLE_ASCII.test(input)) return input;
  if (!ANY_WIDTH_FORM.test(input) && input.normalize('NFC') === input) return input;
  return normalizeText(input).text;
}

export function normalizeText(input: string): NormalizedText {
  const composed = input.normalize('NFC') === input;
  if (composed && !ANY_WIDTH_FORM.test(input)) return identity(input);
  const n = input.length;
  const out: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  const emit = (folded: string, from: number, to: number) => {
    // One entry per UTF-16 unit (charAt), as the offset maps count them.
    for (let k = 0; k < folded.length; k++) {
      out.push(folded.charAt(k));
      starts.push(from);
      ends.push(to);
    }
  };
  let i = 0;
  while (i < n) {
    const code = input.charCodeAt(i);
    if (isWidthForm(code)) {
      // A half-width kana followed by a half-width (semi-)voiced mark folds into one character.
      let len = 1;
      const next = i + 1 < n ? input.charCodeAt(i + 1) : 0;
      if (code >= 0xff66 && code <= 0xff9d && (next === HALF_WIDTH_VOICED || next === HALF_WIDTH_SEMI_VOICED)) len = 2;
      emit(code === 0x3000 ? ' ' : input.slice(i, i + len).normalize('NFKC'), i, i + len);
      i += len;
      continue;
    }
    if (composed) {
      emit(input[i], i, i + 1);
      i++;
      continue;
    }
    // Even a lone character may change (a precomposed nukta letter is decomposed by NFC).
    const len = clusterLength(input, i);
    emit(input.slice(i, i + len).normalize('NFC'), i, i + len);
    i += len;
  }
  return {
    original: input,
    text: out.join(''),
    origStart: Int32Array.from(starts),
    origEnd: Int32Array.from(ends),
  };
}

function identity(input: string): NormalizedText {
  const n = input.length;
  const origStart = new Int32Array(n);
  const origEnd = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    origStart[i] = i;
    origEnd[i] = i + 1;
  }
  return { original: input, text: input, origStart, origEnd };
}

/** Code-point index for every UTF-16 offset of `s` (length s.length + 1). */
export function codePointIndex(s: string): Int32Array {
  const idx = new Int32Array(s.length + 1);
  let cp = 0;
  for (let i = 0; i < s.length; i++) {
    idx[i] = cp;
    const c = s.charCodeAt(i);
    const isHighSurrogate = c >= 0xd800 && c <= 0xdbff && i + 1 < s.length;
    if (isHighSurrogate) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        idx[i + 1] = cp;
        i++;
      }
    }
    cp++;
  }
  idx[s.length] = cp;
  return idx;
}

export function codePointLength(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}
