import type { Nodes, PhrasingContent } from 'mdast';
import { escapeInline } from './inline-tags';
import { RawTags } from './raw-tags';
import { UnitSplice } from './spliced-text';
import { joinLines } from './whitespace';

const startOf = (node: Nodes) => node.position?.start.offset ?? 0;
const endOf = (node: Nodes) => node.position?.end.offset ?? 0;

/** Formatting around translatable words: a `g` whose markers (`**`, `[`, `](url "title")`) are kept. */
const GROUPS = new Set(['emphasis', 'strong', 'delete', 'link', 'linkReference']);

/**
 * Characters of a translation that would start formatting are escaped (`*`, `` ` ``, a `_` at a
 * word's edge, a `<` that opens a tag, a `\` before punctuation); brackets are left as they are,
 * since a `[` alone starts nothing. In a table cell a `|` too. A translation is one line: a line
 * break is only ever a hard break of the source (an `x`).
 */
function writeMarkdownText(text: string, inTable: boolean): string {
  const escaped = joinLines(text)
    .replace(/\\(?=[!-/:-@[-`{-~])|[`*]|<(?=[A-Za-z/!?])/g, '\\$&')
    .replace(/(^|[^\p{L}\p{N}])_|_(?=[^\p{L}\p{N}]|$)/gu, (m) => m.replace('_', '\\_'));
  return inTable ? escaped.replace(/\|/g, '\\|') : escaped;
}

/** GitHub's alert marker (`> [!NOTE]`) opens a quote's first paragraph and is not text. */
const ALERT = /^\[!(?:NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:\r?\n[ \t]*>?[ \t]*)?/i;

/** The paragraph's content without an alert marker, which stays in the source outside the unit. */
export function withoutAlert(source: string, children: readonly PhrasingContent[]): readonly PhrasingContent[] {
  const [first, ...rest] = children;
  const at = startOf(first);
  const marker = ALERT.exec(source.slice(at, endOf(first)));
  if (first.type !== 'text' || !marker) return children;
  const value = first.value.replace(/^\[!\w+\][ \t]*\n?/, '');
  if (value === '') return rest;
  const start = { ...first.position?.start, line: 0, column: 0, offset: at + marker[0].length };
  return [{ ...first, value, position: { start, end: first.position?.end ?? start } }, ...rest];
}

/**
 * What follows a group's text: as written, except that a collapsed or shortcut reference link
 * (`[remark][]`, `[remark]`) names its definition by its text, which the translation changes, so
 * it is written in full (`[comentario][remark]`) and stays a link.
 */
function closeMarker(source: string, node: PhrasingContent, first: number, last: number): string {
  const written = source.slice(last, endOf(node));
  if (node.type !== 'linkReference' || node.referenceType === 'full') return written;
  return `][${node.label ?? source.slice(first, last)}]`;
}

/** `**bold **` is not emphasis: spaces an engine leaves just inside a group go outside it. */
const spacesOutsideGroups = (tagged: string) =>
  tagged.replace(/(<g\d+>)([ \t]{1,64})/g, '$2$1').replace(/([ \t]{1,64})(<\/g\d+>)/g, '$2$1');

/**
 * A paragraph's, heading's or table cell's inline content as inline-tagged text. Emphasis, strong,
 * strikethrough and links are `g` (a link's target is in its kept end marker); inline code,
 * images, inline HTML, footnote references, autolinks and bare URLs are `x`, written back as they
 * were; a hard break is an `x` that keeps the next line's prefix (`> ` in a quote).
 */
export function markdownUnit(source: string, children: readonly PhrasingContent[], inTable: boolean): UnitSplice {
  const tags = new RawTags();
  const convert = (nodes: readonly PhrasingContent[], end: number): string =>
    nodes
      .map((node, i) => {
        const next = i + 1 < nodes.length ? startOf(nodes[i + 1]) : end;
        if (node.type === 'text') return escapeInline(joinLines(node.value));
        if (node.type === 'break') return tags.standalone(source.slice(startOf(node), next));
        const raw = source.slice(startOf(node), endOf(node));
        const isGroup = GROUPS.has(node.type) && 'children' in node && node.children.length > 0;
        // An autolink (`<https://…>`) or a bare URL is a link whose text is its target: kept whole.
        if (!isGroup || (node.type === 'link' && !raw.startsWith('['))) return tags.standalone(raw);
        const first = startOf(node.children[0]);
        const last = endOf(node.children[node.children.length - 1]);
        const group = tags.open(source.slice(startOf(node), first), closeMarker(source, node, first, last));
        return group.open + convert(node.children, last) + group.close;
      })
      .join('');
  const start = startOf(children[0]);
  const end = endOf(children[children.length - 1]);
  const unit = convert(children, end);
  return {
    start,
    end,
    unit,
    render: (t) => tags.render(spacesOutsideGroups(t), unit, (text) => writeMarkdownText(text, inTable)),
  };
}
