import { decodeHTML } from 'entities';
import { ChildNode, isTag, isText } from 'domhandler';
import { isKept, MarkupPart, nodeRange } from '@app/placeholders';
import { escapeInline } from './inline-tags';
import { RawTags } from './raw-tags';
import { UnitSplice } from './spliced-text';

const ENTITY = /&(?:#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/g;
/** Characters always written as themselves or as XML's escapes, whatever entity the source used. */
const PLAIN = /^[A-Za-z0-9&<> \t\r\n]$/;

/**
 * The entities a document used, by the character each stands for: the translation writes `é`
 * as `&eacute;` again where the source did, so a file written with entities keeps them.
 */
export type EntityStyle = Map<string, string>;

/** A text node's characters: entities decoded (and remembered), source line breaks as a space. */
function readText(raw: string, entities: EntityStyle): string {
  const decoded = raw.replace(ENTITY, (entity) => {
    const character = decodeHTML(entity);
    if (character !== entity && !PLAIN.test(character)) entities.set(character, entity);
    return character;
  });
  return escapeInline(decoded.replace(/[ \t\f]*\r?\n[ \t\r\n\f]*/g, ' '));
}

export function writeText(text: string, entities: EntityStyle): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  if (entities.size === 0) return escaped;
  return [...escaped].map((c) => entities.get(c) ?? c).join('');
}

/**
 * One unit of `markupUnits` as inline-tagged text: an element with content is a `g` around it
 * (its start and end tags kept as written), an empty or void element, kept code, a comment is an
 * `x`. Whitespace at the unit's ends stays outside it.
 */
export function htmlUnit(source: string, part: MarkupPart, entities: EntityStyle): UnitSplice {
  const lead = /^\s*/.exec(source.slice(part.start, part.end))?.[0].length ?? 0;
  const trail = /\s*$/.exec(source.slice(part.start + lead, part.end))?.[0].length ?? 0;
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
        if (isText(node)) return readText(source.slice(from, to), entities);
        if (!isTag(node) || isKept(node) || node.children.length === 0) return tags.standalone(source.slice(from, to));
        const first = nodeRange(source, node.children[0])[0];
        const last = nodeRange(source, node.children[node.children.length - 1])[1];
        const group = tags.open(source.slice(from, first), source.slice(last, to));
        return group.open + convert(node.children) + group.close;
      })
      .join('');
  const unit = convert(part.nodes);
  return { start, end, unit, render: (translated) => tags.render(translated, unit, (t) => writeText(t, entities)) };
}
