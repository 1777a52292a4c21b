/**
 * Inline-tagged text, the form of every unit (see `document-filter.ts`): `<gN>…</gN>` around a
 * run with formatting of its own, `<xN/>` for an inline thing that is not text, and XML's
 * escapes for `<`, `>` and `&`. The translation service keeps the tags as placeholders; what
 * comes back is read with `parseTranslated`, which repairs what an engine may still have done
 * (a tag lost, doubled or left open), so a writer never loses an image or a field.
 */
export type InlineToken =
  | { kind: 'text'; text: string }
  | { kind: 'open'; id: number }
  | { kind: 'close'; id: number }
  | { kind: 'standalone'; id: number };

/** A stretch of text with the ids of the `g` groups around it, outermost first; or a standalone. */
export type InlineRun = { text: string; groups: number[] } | { standalone: number; groups: number[] };

export const openTag = (id: number) => `<g${id}>`;
export const closeTag = (id: number) => `</g${id}>`;
export const standaloneTag = (id: number) => `<x${id}/>`;

export function escapeInline(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Undoes `escapeInline`; a `&` that starts no escape is the character itself (an engine may unescape). */
export function unescapeInline(text: string): string {
  return text.replace(/&(lt|gt|amp|quot|apos|#\d{1,7}|#x[0-9a-fA-F]{1,6});/g, (whole, name: string) => {
    if (!name.startsWith('#')) return NAMED[name];
    const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const TAG = /<(\/?)g(\d+)>|<x(\d+)\/>/g;

/** The tokens of inline-tagged text as written, without repair. */
export function tokenize(tagged: string): InlineToken[] {
  const tokens: InlineToken[] = [];
  let at = 0;
  const text = (end: number) => {
    if (end > at) tokens.push({ kind: 'text', text: unescapeInline(tagged.slice(at, end)) });
  };
  for (const m of tagged.matchAll(TAG)) {
    text(m.index);
    if (m[0].startsWith('<x')) tokens.push({ kind: 'standalone', id: Number(m[3]) });
    else tokens.push({ kind: m[1] ? 'close' : 'open', id: Number(m[2]) });
    at = m.index + m[0].length;
  }
  text(tagged.length);
  return tokens;
}

/** The text of a unit without its tags, unescaped. */
export function plainText(tagged: string): string {
  return tokenize(tagged)
    .map((t) => (t.kind === 'text' ? t.text : ''))
    .join('');
}

/**
 * The translation's tokens, made consistent with the source's tags: a tag the source does not
 * have, a second copy, or a close that matches no open is dropped; a group left open is closed
 * at the end; a standalone the translation lost is put back at the end, so nothing that is not
 * text (an image, a footnote mark) disappears.
 */
export function parseTranslated(translated: string, source: string): InlineToken[] {
  const sourceTokens = tokenize(source);
  const groups = new Set(sourceTokens.filter((t) => t.kind === 'open').map((t) => t.id));
  const standalones = new Set(sourceTokens.filter((t) => t.kind === 'standalone').map((t) => t.id));
  const seen = new Set<string>();
  const open: number[] = [];
  const out: InlineToken[] = [];
  for (const token of tokenize(translated)) {
    if (token.kind === 'text') out.push(token);
    else if (token.kind === 'standalone') {
      if (standalones.has(token.id) && !seen.has(`x${token.id}`)) {
        seen.add(`x${token.id}`);
        out.push(token);
      }
    } else if (token.kind === 'open') {
      if (groups.has(token.id) && !seen.has(`g${token.id}`)) {
        seen.add(`g${token.id}`);
        open.push(token.id);
        out.push(token);
      }
    } else if (open.includes(token.id)) {
      // Closing an outer group closes the inner ones first: the result always nests.
      for (let id = open.pop(); id !== undefined; id = id === token.id ? undefined : open.pop())
        out.push({ kind: 'close', id });
    }
  }
  for (const id of open.reverse()) out.push({ kind: 'close', id });
  for (const id of standalones) if (!seen.has(`x${id}`)) out.push({ kind: 'standalone', id });
  return out;
}

/** Tokens as flat runs, each with the groups around it: the shape run-based formats write. */
export function toRuns(tokens: readonly InlineToken[]): InlineRun[] {
  const open: number[] = [];
  const runs: InlineRun[] = [];
  for (const token of tokens) {
    if (token.kind === 'open') open.push(token.id);
    else if (token.kind === 'close') open.splice(open.lastIndexOf(token.id), 1);
    else if (token.kind === 'standalone') runs.push({ standalone: token.id, groups: [...open] });
    else if (token.text !== '') runs.push({ text: token.text, groups: [...open] });
  }
  return runs;
}
