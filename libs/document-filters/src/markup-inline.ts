import { ChildNode, isCDATA, isTag, isText } from 'domhandler';
import { MarkupPart, nodeRange } from '@app/placeholders';
import { EntityStyle, readText, writeText } from './html-entities';
import { escapeInline } from './inline-tags';
import { RawTags } from './raw-tags';
import { UnitSplice } from './spliced-text';
import { leadingSpace, trailingSpace } from './whitespace';

export interface InlineStyle {
  /** Elements written back whole, never translated (code; XLIFF's native codes). */
  kept(node: ChildNode): boolean;
  /** Whether line breaks in the source's text are layout (HTML; XML without `xml:space="preserve"`). */
  collapse: boolean;
}

/**
 * A run of HTML or XML nodes as inline-tagged text: an element with content is a `g` around it
 * (its start and end tags kept as written), an empty or void element, a kept one, a comment is an
 * `x`. Whitespace at the run's ends stays outside the unit (`start`/`end` leave it out).
 */
export function inlineUnit(source: string, part: MarkupPart, entities: EntityStyle, style: InlineStyle): UnitSplice {
  const lead = leadingSpace(source.slice(part.start, part.end));
  const trail = trailingSpace(source.slice(part.start + lead, part.end));
  const start = part.start + lead;
  const end = part.end - trail;
  const tags = new RawTags();
  const range = (node: ChildNode) => {
    const [from, to] = nodeRange(source, node);
    return [Math.max(start, from), Math.min(end, to)];
  };
  const convert = (nodes: readonly ChildNode[]): string =>
    nodes
      .map((node) => {
        const [from, to] = range(node);
        if (isText(node)) return readText(source.slice(from, to), entities, style.collapse);
        if (isCDATA(node)) return escapeInline(node.children.map((c) => (isText(c) ? c.data : '')).join(''));
        if (!isTag(node) || style.kept(node) || node.children.length === 0)
          return tags.standalone(source.slice(from, to));
        const first = nodeRange(source, node.children[0])[0];
        const last = nodeRange(source, node.children[node.children.length - 1])[1];
        const group = tags.open(source.slice(from, first), source.slice(last, to));
        return group.open + convert(node.children) + group.close;
      })
      .join('');
  const unit = convert(part.nodes);
  return { start, end, unit, render: (translated) => tags.render(translated, unit, (t) => writeText(t, entities)) };
}
