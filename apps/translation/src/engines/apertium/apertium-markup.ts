import { protect, tagPairs } from '@app/placeholders';
import { fromApertiumStream, toApertiumStream, unescapeStream } from './apertium-stream';

/**
 * Placeholders and inline markup through Apertium (issue 37), in its own stream format:
 *   - a placeholder (`%s`, `{name}`, a URL, `<code>…</code>`, a lone tag) is a superblank
 *     (`[…]`): Apertium never reads it as words and writes it back where it stood;
 *   - an element with words inside (`<b>Save</b>`) is a word-bound blank (`[[w3]]Save[[/]]`,
 *     Apertium 3.8's inline-format mechanism): the tag travels with its words when the
 *     sentence is reordered (`the <b>red</b> car` is `el coche <b>rojo</b>`), and the words
 *     inside and around it are translated as one sentence.
 * The mode needs `apertium-wblank-attach`/`-detach` around its stages (apertium-modes.ts); a
 * mode without them gets superblanks only.
 */
export interface MarkedStream {
  stream: string;
  /** The translated text, tags rebuilt around the words Apertium gave them. */
  read(output: string): string;
}

const escapeSuperblank = (text: string) => text.replace(/[\\[\]]/g, (c) => `\\${c}`);
// A word-bound blank must be followed by a word: an element that starts or ends with a
// placeholder or a blank keeps its tags as superblanks.
const WORD_EDGES = /^[\p{L}\p{N}][\s\S]*[\p{L}\p{N}.,;:!?)'"]$|^[\p{L}\p{N}]$/u;

export function markedStream(text: string, wordbound: boolean): MarkedStream {
  const p = protect(text);
  const pairs = wordbound ? tagPairs(p) : [];
  const bound = new Set<number>();
  for (const [open, close] of pairs.entries()) {
    if (close === null || close < open) continue;
    const inner = p.segments.slice(open + 1, close + 1);
    if (inner.length === 1 && WORD_EDGES.test(inner[0])) bound.add(open).add(close);
  }
  let stream = '';
  p.segments.forEach((segment, i) => {
    // `toApertiumStream` ends a text with `.[]`: only the last segment keeps that ending.
    const body = segment === '' ? '' : toApertiumStream(segment).slice(0, -3);
    stream += body;
    if (i === p.placeholders.length) return;
    if (bound.has(i)) stream += (pairs[i] ?? 0) > i ? `[[w${i}]]` : '[[/]]';
    else stream += `[${escapeSuperblank(p.placeholders[i])}]`;
  });
  return { stream: `${stream}.[]`, read: (output) => readMarked(output, p.placeholders, pairs) };
}

interface Token {
  text: string;
  /** Elements (by their open tag's placeholder number) around this token, outermost first. */
  wrap: number[];
}

/** Splits the output at word-bound blanks; everything else is read as plain stream. */
function tokensOf(output: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /\[\[([^\]]*)\]\]((?:\\.|[^\\[])*?)\[\[\/\]\]/g;
  let at = 0;
  for (const m of output.matchAll(pattern)) {
    tokens.push({ text: m.index > at ? output.slice(at, m.index) : '', wrap: [] });
    const wrap = m[1]
      .split(';')
      .map((w) => Number(/w(\d+)/.exec(w)?.[1] ?? NaN))
      .filter((n) => !Number.isNaN(n));
    tokens.push({ text: m[2], wrap });
    at = m.index + m[0].length;
  }
  tokens.push({ text: output.slice(at), wrap: [] });
  return tokens;
}

/** An element Apertium gave to words apart (`<b>` on two words with one between) covers the gap. */
function fillGaps(tokens: Token[]): void {
  const ids = new Set(tokens.flatMap((t) => t.wrap));
  for (const id of ids) {
    const first = tokens.findIndex((t) => t.wrap.includes(id));
    const last = tokens.findLastIndex((t) => t.wrap.includes(id));
    for (let i = first + 1; i < last; i++) if (!tokens[i].wrap.includes(id)) tokens[i].wrap.push(id);
  }
  for (const t of tokens) t.wrap.sort((a, b) => a - b);
}

function readMarked(output: string, placeholders: string[], pairs: (number | null)[]): string {
  if (!output.includes('[[')) return fromApertiumStream(output);
  const body = output.replace(/\s+$/, '');
  const tokens = tokensOf(body.endsWith('.[]') ? body.slice(0, -3) : body.replace(/\[\]$/, ''));
  fillGaps(tokens);
  let text = '';
  let open: number[] = [];
  const closeTo = (depth: number) => {
    for (const id of open.slice(depth).reverse()) text += placeholders[pairs[id] ?? id];
    open = open.slice(0, depth);
  };
  for (const token of tokens) {
    let shared = 0;
    while (shared < open.length && open[shared] === token.wrap[shared]) shared++;
    closeTo(shared);
    for (const id of token.wrap.slice(shared)) text += placeholders[id];
    open = [...token.wrap];
    text += unescapeStream(token.text);
  }
  closeTo(0);
  return text;
}
