/**
 * Keeps placeholders intact through machine translation (issue 37): printf conversions (`%s`,
 * `%1$d`, `%(name)s`, `%.2f`, `%%`, `%<PRIu64>`, `%@`), braces (`{0}`, `{name}`, `{{name}}`,
 * `{}`), `${var}` and `$VAR`, `:name` standing alone, ICU arguments (whole
 * `{count, plural|select|selectordinal, ...}` blocks), URLs, e-mail addresses, names joined by
 * underscores (`snake_case`), inline code
 * (`<code>`, `<kbd>`, `<samp>`, `<var>`, `<script>`, `<style>`, `translate="no"` and
 * `class="notranslate"` elements, Markdown backticks), other HTML/XML and Pango tags, and entities.
 *
 * `protect` finds them; each engine is told about them in its own way (Apertium as superblanks,
 * a language model in its prompt), and the translation service checks the answer with
 * `placeholdersKept`. `restore` puts numbered tokens back and refuses (null) when one was lost,
 * duplicated or invented; `joinSegments` rebuilds a text from its translated pieces, the fallback
 * that can never lose a placeholder.
 */

export type PlaceholderKind =
  | 'printf'
  | 'printf-named'
  | 'braces'
  | 'icu'
  | 'shell-variable'
  | 'colon-name'
  | 'url'
  | 'email'
  | 'code'
  | 'tag'
  | 'comment'
  | 'entity';

export interface ProtectedText {
  /** The text with every placeholder replaced by a token such as `⟦0⟧`. */
  masked: string;
  /** The placeholders, by token number. */
  placeholders: string[];
  /** What each placeholder is. */
  kinds: PlaceholderKind[];
  /** The text cut at the placeholders: `segments.length === placeholders.length + 1`. */
  segments: string[];
}

const ICU_COMPLEX_START = /^\{\s*[\p{L}\p{N}_.-]+\s*,\s*(?:plural|select|selectordinal)\s*,/u;

/** Placeholders without nesting, tried in this order at each position. */
const SIMPLE_PATTERNS: [RegExp, PlaceholderKind][] = [
  [/\{\{\{[^{}]*\}\}\}/y, 'braces'], // {{{raw}}}
  [/\{\{[^{}]*\}\}/y, 'braces'], // {{name}}, {{ count }}
  [/\$\{[^{}]*\}/y, 'shell-variable'], // ${name}
  [/\$[A-Za-z_][A-Za-z0-9_]*/y, 'shell-variable'], // $PATH, $name; `$5` is money
  [/\{\}/y, 'braces'], // Python's `{}`
  [/\{[^{}\s][^{}]*\}/y, 'braces'], // {name}, {0}, {amount, number}
  [/%\([\w.-]+\)[-+0# ']*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|L|q|j|z|t)?[diouxXeEfFgGaAcsrpn@]/y, 'printf-named'],
  // printf: %s %d %1$d %.2f %-5s %lld %@ %% %<PRIu64>; no space flag, so "50% off" is prose.
  [
    /%(?:\d+\$)?[-+0#']*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|L|q|j|z|t)?[diouxXeEfFgGaAcspn@%]|%<PRI\w+>/y,
    'printf',
  ],
  [/<!--[\s\S]*?-->/y, 'comment'],
  [/<\/?[A-Za-z][\w:.-]*(?:\s+[^<>]*?)?\s*\/?>/y, 'tag'], // <b>, </b>, <br/>, <a href="x">, <x id="1"/>
  [/&(?:[A-Za-z][A-Za-z0-9]{1,31}|#\d{1,7}|#[xX][0-9A-Fa-f]{1,6});/y, 'entity'], // &nbsp; &#39; &#x2014;
];

/**
 * Placeholders that start at a letter or a mark common in prose, found in one pass over the
 * whole text rather than tried at every position: URLs, e-mail addresses, Markdown inline code,
 * `:name`. A backtick run holding an apostrophe is GNU-style quoting (`` `file' ``), not code.
 */
const WHOLE_PATTERN =
  /(?<url>\b(?:https?|ftp):\/\/[^\s<>"'`]*[^\s<>"'`.,;:!?)\]])|(?<email>(?<![\w.+-])[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b)|(?<code>`[^`'\n]+`)|(?<colon>(?<=^|[\s(]):[A-Za-z_]\w*(?=$|[\s.,;!?)]))/g;

/** Elements whose whole content is left as written: code, and what the author marked as such. */
const KEEP_ELEMENT =
  /^<(code|kbd|samp|var|script|style|tt|pre)\b|^<([A-Za-z][\w:.-]*)\b[^>]*\b(?:translate\s*=\s*["']?no\b|class\s*=\s*["'][^"']*\bnotranslate\b)/i;
const VOID = /^<(?:area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)\b|\/>$/i;
const tagName = (tag: string) => /^<\/?([A-Za-z][\w:.-]*)/.exec(tag)?.[1].toLowerCase() ?? '';

const TOKEN = (n: number) => `⟦${n}⟧`;
const TOKEN_PATTERN = /⟦\s*(\d+)\s*⟧/g;

/** The end (exclusive) of a brace block starting at `start`, or -1 when it never closes. */
function closingBrace(text: string, start: number): number {
  let depth = 0;
  // An ICU message is a UI string: a block longer than this is not looked for (see ELEMENT_WINDOW).
  const limit = Math.min(text.length, start + 4_000);
  for (let i = start; i < limit; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

/**
 * How far an element is looked for its close: an inline element is short, and a text of unclosed
 * tags (`<b>` 6,000 times) must not cost a scan to its end from each of them.
 */
const ELEMENT_WINDOW = 2_000;

/** The end (exclusive) of the element whose open tag `open` starts at `start`, or -1. */
function closingTag(text: string, start: number, open: string): number {
  const name = tagName(open);
  const tags = new RegExp(`<(/?)${name.replace(/[.]/g, '\\.')}\\b[^>]*>`, 'giy');
  const limit = Math.min(text.length, start + ELEMENT_WINDOW);
  let depth = 0;
  for (let i = start; i >= 0 && i < limit; i = text.indexOf('<', i + 1)) {
    tags.lastIndex = i;
    const m = tags.exec(text);
    if (!m) continue;
    depth += m[1] ? -1 : m[0].endsWith('/>') ? 0 : 1;
    if (depth === 0) return i + m[0].length;
  }
  return -1;
}

/** An element with nothing to translate inside (`<b>%s</b>`, `<a href="x"><img/></a>`); tags inside are no words. */
function wordless(inner: string): boolean {
  return !/\p{L}/u.test(protect(inner.replace(/<[^<>]*>/g, ' ')).segments.join(''));
}

function placeholderAt(text: string, index: number): [string, PlaceholderKind] | null {
  if (text[index] === '{' && ICU_COMPLEX_START.test(text.slice(index, index + 200))) {
    const end = closingBrace(text, index);
    if (end > 0) return [text.slice(index, end), 'icu'];
  }
  for (const [pattern, kind] of SIMPLE_PATTERNS) {
    pattern.lastIndex = index;
    const match = pattern.exec(text);
    if (!match) continue;
    const found = match[0];
    if (kind === 'tag' && found[1] !== '/' && !VOID.test(found)) {
      const end = closingTag(text, index, found);
      if (end > 0 && (KEEP_ELEMENT.test(found) || wordless(text.slice(index + found.length, end))))
        return [text.slice(index, end), KEEP_ELEMENT.test(found) ? 'code' : 'tag'];
    }
    return [found, kind];
  }
  return null;
}

const STARTS = new Set(['{', '$', '%', '<', '&']);
const WHOLE_KINDS: Record<string, PlaceholderKind> = { url: 'url', email: 'email', code: 'code', colon: 'colon-name' };

/**
 * A name joined by underscores (`bfd_mach_o_read_symtab_symbol`, `XSLT_RVT_FUNC_RESULT`,
 * `données_brutes`): code, which the engines split at the underscores and translated in part.
 * Markdown's `_emphasis_` and `__bold__` have no letter before their first underscore.
 */
const IDENTIFIER = /(?<![\p{L}\p{M}\p{N}_])[\p{L}\p{M}\p{N}]+(?:_[\p{L}\p{M}\p{N}]+)+(?![\p{L}\p{M}\p{N}_])/gu;

/** Where URLs, addresses, backtick code, `:name` and names joined by underscores start, with their text. */
function wholeMatches(text: string): Map<number, [string, PlaceholderKind]> {
  const found = new Map<number, [string, PlaceholderKind]>();
  if (/[:@`]/.test(text))
    for (const m of text.matchAll(WHOLE_PATTERN)) {
      // Groups that did not take part are undefined at run time, whatever the typings say.
      const [group, value] = Object.entries(m.groups as Record<string, string | undefined>).find(([, v]) => v) ?? [];
      if (group && value) found.set(m.index, [value, WHOLE_KINDS[group]]);
    }
  // An address or a URL that starts at the same letter is the longer find.
  if (text.includes('_'))
    for (const m of text.matchAll(IDENTIFIER)) if (!found.has(m.index)) found.set(m.index, [m[0], 'code']);
  return found;
}

export function protect(text: string): ProtectedText {
  const placeholders: string[] = [];
  const kinds: PlaceholderKind[] = [];
  const segments: string[] = [];
  const whole = wholeMatches(text);
  let masked = '';
  let segmentStart = 0;
  let i = 0;
  while (i < text.length) {
    const found = whole.get(i) ?? (STARTS.has(text[i]) ? placeholderAt(text, i) : null);
    if (!found) {
      i++;
      continue;
    }
    segments.push(text.slice(segmentStart, i));
    masked += text.slice(segmentStart, i) + TOKEN(placeholders.length);
    placeholders.push(found[0]);
    kinds.push(found[1]);
    i += found[0].length;
    segmentStart = i;
  }
  segments.push(text.slice(segmentStart));
  masked += text.slice(segmentStart);
  return { masked, placeholders, kinds, segments };
}

/**
 * For each tag placeholder, the index of the tag it pairs with (an open tag's close and the
 * other way round); null for everything else and for a tag left unclosed.
 */
export function tagPairs(p: Pick<ProtectedText, 'placeholders' | 'kinds'>): (number | null)[] {
  const pairs = new Array<number | null>(p.placeholders.length).fill(null);
  const open: number[] = [];
  // Each tag's name once: read again for every open tag at each close, 14,000 nested tags took 8 s.
  const names = p.placeholders.map((tag, i) => (p.kinds[i] === 'tag' ? tagName(tag) : ''));
  p.placeholders.forEach((tag, i) => {
    if (p.kinds[i] !== 'tag' || VOID.test(tag) || tag.startsWith('<!')) return;
    if (tag[1] !== '/') return void open.push(i);
    const at = open.findLastIndex((o) => names[o] === names[i]);
    if (at === -1) return;
    const [o] = open.splice(at);
    pairs[o] = i;
    pairs[i] = o;
  });
  return pairs;
}

/**
 * Whether a translation keeps every placeholder of its source, each as often, and its tags
 * nested as they were: what a client's application needs to show it. Placeholder-like text the
 * translation adds (a `$` before a word) does not count against it; an added tag does.
 */
export function placeholdersKept(source: ProtectedText, translated: string): boolean {
  const out = protect(translated);
  const wanted = counts(source.placeholders);
  const got = counts(out.placeholders);
  for (const [token, n] of wanted) if (got.get(token) !== n) return false;
  for (const [token, n] of got)
    if (wanted.get(token) !== n && out.kinds[out.placeholders.indexOf(token)] === 'tag') return false;
  const sourcePairs = tagPairs(source).filter((x) => x !== null).length;
  return tagPairs(out).filter((x) => x !== null).length === sourcePairs;
}

function counts(tokens: readonly string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const t of tokens) map.set(t, (map.get(t) ?? 0) + 1);
  return map;
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
