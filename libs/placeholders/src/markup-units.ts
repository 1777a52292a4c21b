import { type Handler, Parser } from 'htmlparser2';
import { ChildNode, Document, DomHandler, Element, isTag, isText } from 'domhandler';

/**
 * The inline-tag path of `tagHandling: 'html' | 'xml'` (CONTRACT "Markup in text and usage"), for
 * texts and, later, documents: the markup is parsed, and each run of text and inline elements
 * between block boundaries becomes one unit, translated as one sentence with its inline tags kept
 * as placeholders. Code, `translate="no"` and `notranslate` elements are never units. The text
 * outside the units (block tags, whitespace between blocks) is written back as it was, so the
 * answer has the same tags and attribute values as the source.
 */
export type MarkupMode = 'html' | 'xml';

/** Where a unit lies in the source, and its nodes (text and inline elements, siblings in order). */
export interface MarkupPart {
  start: number;
  end: number;
  nodes: readonly ChildNode[];
}

export interface MarkupUnits {
  /** Each unit's source, inline tags included, as written. */
  units: string[];
  /** Aligned with `units`: for callers that map the inline elements themselves (document filters). */
  parts: readonly MarkupPart[];
  /** The parsed source, with start and end indices. */
  document: Document;
  /** The source with each unit replaced by its translation. */
  join(translated: readonly string[]): string;
}

/** What {@link checkMarkupDepth} and {@link markupUnits} both parse with, so they see one tree. */
const parserOptions = (mode: MarkupMode) => ({ xmlMode: mode === 'xml', decodeEntities: false });

/**
 * Far deeper than real pages (the deepest of Debian's HTML manuals on the build machine,
 * socat.html, nests 194 levels; the test files at most 20), and shallow enough for the walks
 * below, which recurse once per level. htmlparser2's own tree building is quadratic in depth
 * (100,000 levels: 13 s).
 */
export const MAX_MARKUP_DEPTH = 1000;

/** Markup nested past {@link MAX_MARKUP_DEPTH}: the caller's input, to be refused naming the limit. */
export class MarkupDepthError extends Error {
  readonly limit = MAX_MARKUP_DEPTH;

  constructor() {
    super(`markup nested more than ${MAX_MARKUP_DEPTH.toLocaleString('en')} levels deep`);
    this.name = 'MarkupDepthError';
  }
}

/**
 * Throws {@link MarkupDepthError} when the tree {@link markupUnits} would build is deeper than the
 * limit, without building it (a caller that refuses before doing anything else). The depth is
 * counted from the parser's own open and close events with the same options, so elements HTML
 * leaves open (`<b/>`, `<p><b>` repeated) count as they will nest.
 */
export function checkMarkupDepth(source: string, mode: MarkupMode): void {
  new Parser(depthLimited({}), parserOptions(mode)).end(source);
}

/** The handler, its open and close events counted: the first element past the limit is refused. */
function depthLimited<H extends Partial<Handler>>(handler: H): H {
  let depth = 0;
  const open = handler.onopentag?.bind(handler);
  const close = handler.onclosetag?.bind(handler);
  const counted: Pick<Handler, 'onopentag' | 'onclosetag'> = {
    onopentag: (name, attributes, implied) => {
      if (++depth > MAX_MARKUP_DEPTH) throw new MarkupDepthError();
      open?.(name, attributes, implied);
    },
    onclosetag: (name, implied) => {
      depth--;
      close?.(name, implied);
    },
  };
  return Object.assign(handler, counted);
}

const HTML_BLOCKS = new Set(
  (
    'address article aside blockquote body caption dd details div dl dt fieldset figcaption figure footer form ' +
    'h1 h2 h3 h4 h5 h6 head header hr html legend li main nav ol option p section summary table tbody td tfoot th ' +
    'thead title tr ul'
  ).split(' '),
);
const KEPT = new Set(['code', 'kbd', 'samp', 'var', 'script', 'style', 'pre', 'tt']);
/** Kept elements that end a sentence; the other kept ones sit inside it as placeholders. */
const KEPT_BLOCKS = new Set(['script', 'style', 'pre']);

/** Code and `translate="no"` / `notranslate` elements: never translated, written back as they were. */
export function isKept(el: Element): boolean {
  // Attributes the element does not have are undefined at run time, whatever the typings say.
  const attribs = el.attribs as Record<string, string | undefined>;
  const translate = attribs.translate?.toLowerCase();
  const classes = (attribs.class ?? '').split(/\s+/);
  return KEPT.has(el.name.toLowerCase()) || translate === 'no' || classes.includes('notranslate');
}

/**
 * Where a node lies in the source. htmlparser2's indices are one character off around an end tag
 * with a line break before its `>` (`</A\n>`, as DocBook writes them): an element's end is moved
 * to that `>`, a text node's start is taken from its end and length.
 */
export function nodeRange(source: string, node: ChildNode): [number, number] {
  let end = (node.endIndex ?? source.length - 1) + 1;
  if (isTag(node) && source[end - 1] !== '>') {
    const close = /^\s*>/.exec(source.slice(end - 1, end + 63));
    if (close) end += close[0].length - 1;
  }
  const start = isText(node) ? end - node.data.length : source.indexOf('<', node.startIndex ?? 0);
  return [start, end];
}

/** The text a translator would see: kept elements' content does not count. */
function translatableText(nodes: readonly ChildNode[]): string {
  return nodes.map((n) => (isText(n) ? n.data : isTag(n) && !isKept(n) ? translatableText(n.children) : '')).join('');
}

function hasOwnText(el: Element): boolean {
  return el.children.some((c) => isText(c) && c.data.trim() !== '');
}

/** HTML: the known block elements. XML has no such list: an element without text of its own is structure. */
function isBlock(node: ChildNode, mode: MarkupMode): node is Element {
  if (!isTag(node)) return false;
  if (mode === 'html') return HTML_BLOCKS.has(node.name.toLowerCase());
  return !hasOwnText(node) && node.children.some(isTag);
}

/** Throws {@link MarkupDepthError} for markup nested past {@link MAX_MARKUP_DEPTH}. */
export function markupUnits(source: string, mode: MarkupMode): MarkupUnits {
  // One parse: the tree is built by a handler that stops at the first element past the limit.
  const builder = depthLimited(new DomHandler(undefined, { withStartIndices: true, withEndIndices: true }));
  new Parser(builder, parserOptions(mode)).end(source);
  const document = builder.root;
  const parts: MarkupPart[] = [];
  const addRange = (nodes: ChildNode[]) => {
    const [first, last] = [nodes.at(0), nodes.at(-1)];
    if (!first || !last) return;
    if (/\p{L}/u.test(translatableText(nodes).replace(/&[#\w]+;/g, '')))
      parts.push({ start: nodeRange(source, first)[0], end: nodeRange(source, last)[1], nodes });
  };
  const visit = (children: ChildNode[]) => {
    let run: ChildNode[] = [];
    const flush = () => {
      addRange(run);
      run = [];
    };
    for (const child of children) {
      if (isTag(child) && isKept(child) && (KEPT_BLOCKS.has(child.name.toLowerCase()) || isBlock(child, mode))) {
        // Left alone; an inline one (code, translate="no") stays in its sentence, as a placeholder.
        flush();
      } else if (mode === 'xml' && isTag(child) && hasOwnText(child)) {
        // XML: an element with text of its own is one sentence, its children inline.
        flush();
        addRange(child.children);
      } else if (isBlock(child, mode)) {
        flush();
        visit(child.children);
      } else if (isText(child) || isTag(child)) {
        run.push(child);
      } else flush(); // comments, CDATA, directives end a sentence
    }
    flush();
  };
  visit(document.children);
  return {
    units: parts.map(({ start, end }) => source.slice(start, end)),
    parts,
    document,
    join: (translated) => {
      let out = '';
      let at = 0;
      parts.forEach(({ start, end }, i) => {
        out += source.slice(at, start) + translated[i];
        at = end;
      });
      return out + source.slice(at);
    },
  };
}
