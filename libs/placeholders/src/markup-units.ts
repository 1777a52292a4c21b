import { parseDocument } from 'htmlparser2';
import { ChildNode, Element, isTag, isText } from 'domhandler';

/**
 * The inline-tag path of `tagHandling: 'html' | 'xml'` (CONTRACT "Markup in text and usage"), for
 * texts and, later, documents: the markup is parsed, and each run of text and inline elements
 * between block boundaries becomes one unit, translated as one sentence with its inline tags kept
 * as placeholders. Code, `translate="no"` and `notranslate` elements are never units. The text
 * outside the units (block tags, whitespace between blocks) is written back as it was, so the
 * answer has the same tags and attribute values as the source.
 */
export type MarkupMode = 'html' | 'xml';

export interface MarkupUnits {
  /** Each unit's source, inline tags included, as written. */
  units: string[];
  /** The source with each unit replaced by its translation. */
  join(translated: readonly string[]): string;
}

const HTML_BLOCKS = new Set(
  (
    'address article aside blockquote body caption dd details div dl dt fieldset figcaption figure footer form ' +
    'h1 h2 h3 h4 h5 h6 head header hr html legend li main nav ol option p section summary table tbody td tfoot th ' +
    'thead title tr ul'
  ).split(' '),
);
const KEPT = new Set(['code', 'kbd', 'samp', 'var', 'script', 'style', 'pre', 'tt']);

function isKept(el: Element): boolean {
  // Attributes the element does not have are undefined at run time, whatever the typings say.
  const attribs = el.attribs as Record<string, string | undefined>;
  const translate = attribs.translate?.toLowerCase();
  const classes = (attribs.class ?? '').split(/\s+/);
  return KEPT.has(el.name.toLowerCase()) || translate === 'no' || classes.includes('notranslate');
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

export function markupUnits(source: string, mode: MarkupMode): MarkupUnits {
  const document = parseDocument(source, {
    xmlMode: mode === 'xml',
    withStartIndices: true,
    withEndIndices: true,
    decodeEntities: false,
  });
  const ranges: [number, number][] = [];
  const addRange = (first: ChildNode | undefined, last: ChildNode | undefined) => {
    if (!first || !last || first.startIndex === null || last.endIndex === null) return;
    const text = source.slice(first.startIndex, last.endIndex + 1);
    if (/\p{L}/u.test(text.replace(/<[^>]*>/g, ''))) ranges.push([first.startIndex, last.endIndex + 1]);
  };
  const visit = (children: ChildNode[]) => {
    let run: ChildNode[] = [];
    const flush = () => {
      addRange(run[0], run[run.length - 1]);
      run = [];
    };
    for (const child of children) {
      if (isTag(child) && isKept(child) && (run.length === 0 || isBlock(child, mode))) {
        // Left alone; inside a sentence it stays in it, as a placeholder.
        flush();
      } else if (mode === 'xml' && isTag(child) && hasOwnText(child)) {
        // XML: an element with text of its own is one sentence, its children inline.
        flush();
        addRange(child.children[0], child.children[child.children.length - 1]);
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
    units: ranges.map(([start, end]) => source.slice(start, end)),
    join: (translated) => {
      let out = '';
      let at = 0;
      ranges.forEach(([start, end], i) => {
        out += source.slice(at, start) + translated[i];
        at = end;
      });
      return out + source.slice(at);
    },
  };
}
