/**
 * Keeps placeholders intact through machine translation: `{name}`, `{{name}}`, `${name}`,
 * printf conversions (`%s`, `%1$d`, `%(name)s`, `%.2f`, `%@`), whole ICU
 * `{count, plural|select|selectordinal, ...}` blocks, HTML/XML tags and entities.
 *
 * `protect` swaps each for a numbered token the engines leave alone (checked with Apertium);
 * `restore` puts them back and refuses (null) when the engine lost, duplicated or invented a
 * token, so that the caller can fall back to translating the text between placeholders piece by
 * piece. ICU plural and select blocks stay whole here; the localization service translates
 * their branches before this (apps/localization/src/translation/icu-messages.ts).
 */

export interface ProtectedText {
  /** The text with every placeholder replaced by a token such as `⟦0⟧`. */
  masked: string;
  /** The placeholders, by token number. */
  placeholders: string[];
  /** The text cut at the placeholders: `segments.length === placeholders.length + 1`. */
  segments: string[];
}

const ICU_COMPLEX_START = /^\{\s*[\p{L}\p{N}_.-]+\s*,\s*(?:plural|select|selectordinal)\s*,/u;

/** Placeholders without nesting, tried in this order at each position. */
const SIMPLE_PATTERNS: RegExp[] = [
  /\{\{\{[^{}]*\}\}\}/y, // {{{raw}}}
  /\{\{[^{}]*\}\}/y, // {{name}}, {{ count }}
  /\$\{[^{}]*\}/y, // ${name}
  /\{[^{}\s][^{}]*\}/y, // {name}, {0}, {amount, number}
  // printf: %s %d %1$d %(name)s %.2f %-5s %lld %@ %%; no space flag, so "50% off" is prose.
  /%(?:\([\w.-]+\))?(?:\d+\$)?[-+0#']*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|L|q|j|z|t)?[diouxXeEfFgGaAcspn@%]/y,
  /<!--[\s\S]*?-->/y,
  /<\/?[A-Za-z][\w:.-]*(?:\s+[^<>]*?)?\s*\/?>/y, // <b>, </b>, <br/>, <a href="x">, <x id="1"/>
  /&(?:[A-Za-z][A-Za-z0-9]{1,31}|#\d{1,7}|#[xX][0-9A-Fa-f]{1,6});/y, // &nbsp; &#39; &#x2014;
];

const TOKEN = (n: number) => `⟦${n}⟧`;
const TOKEN_PATTERN = /⟦\s*(\d+)\s*⟧/g;

/** The end (exclusive) of a brace block starting at `start`, or -1 when it never closes. */
function closingBrace(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

function placeholderAt(text: string, index: number): string | null {
  if (text[index] === '{' && ICU_COMPLEX_START.test(text.slice(index, index + 200))) {
    const end = closingBrace(text, index);
    if (end > 0) return text.slice(index, end);
  }
  for (const pattern of SIMPLE_PATTERNS) {
    pattern.lastIndex = index;
    const match = pattern.exec(text);
    if (match) return match[0];
  }
  return null;
}

const STARTS = new Set(['{', '$', '%', '<', '&']);

export function protect(text: string): ProtectedText {
  const placeholders: string[] = [];
  const segments: string[] = [];
  let masked = '';
  let segmentStart = 0;
  let i = 0;
  while (i < text.length) {
    const found = STARTS.has(text[i]) ? placeholderAt(text, i) : null;
    if (!found) {
      i++;
      continue;
    }
    segments.push(text.slice(segmentStart, i));
    masked += text.slice(segmentStart, i) + TOKEN(placeholders.length);
    placeholders.push(found);
    i += found.length;
    segmentStart = i;
  }
  segments.push(text.slice(segmentStart));
  masked += text.slice(segmentStart);
  return { masked, placeholders, segments };
}

/**
 * Puts the placeholders back into an engine's translation of `masked`. Null when a token is
 * missing, repeated or unknown: the translation cannot be trusted to carry the placeholders.
 */
export function restore(translated: string, placeholders: readonly string[]): string | null {
  const seen = new Array<number>(placeholders.length).fill(0);
  for (const match of translated.matchAll(TOKEN_PATTERN)) {
    const n = Number(match[1]);
    if (n >= placeholders.length) return null;
    seen[n]++;
  }
  if (seen.some((count) => count !== 1)) return null;
  return translated.replace(TOKEN_PATTERN, (_, n: string) => placeholders[Number(n)]);
}

/** Text an engine has nothing to do with: empty, or only spaces, digits and punctuation. */
export function needsTranslation(text: string): boolean {
  return /\p{L}/u.test(text);
}

/** Rebuilds a text from translated segments and the original placeholders (the fallback path). */
export function joinSegments(segments: readonly string[], placeholders: readonly string[]): string {
  return segments.reduce((out, segment, i) => out + segment + (i < placeholders.length ? placeholders[i] : ''), '');
}

/**
 * Engines trim the text they are given and sometimes add double spaces (Apertium after commas):
 * keep the source's outer whitespace and, when the source had no double spaces, drop the new ones.
 */
export function keepWhitespaceShape(source: string, translated: string): string {
  const leading = source.slice(0, source.length - source.trimStart().length);
  const trailing = source.slice(source.trimEnd().length);
  let core = translated.trim();
  if (!/ {2}/.test(source)) core = core.replace(/ {2,}/g, ' ');
  return leading + core + trailing;
}
