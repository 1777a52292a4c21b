import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { SourceEntry, SourceParseError } from './source-entry';

type Node = Record<string, unknown>;

/**
 * The text of an element kept raw (a "stop node"), so inline markup such as `<g>`, `<x/>` or
 * `<b>` stays in the string for the placeholder protector; only character references and CDATA
 * are decoded.
 */
export function decodeXmlText(raw: string): string {
  return raw.replace(
    /<!\[CDATA\[([\s\S]*?)\]\]>|&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-fA-F]+);/g,
    (_match, cdata: string | undefined, entity: string) => {
      if (cdata !== undefined) return cdata;
      switch (entity) {
        case 'lt':
          return '<';
        case 'gt':
          return '>';
        case 'amp':
          return '&';
        case 'quot':
          return '"';
        case 'apos':
          return "'";
        default:
          return String.fromCodePoint(
            entity[1] === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10),
          );
      }
    },
  );
}

function parseXml(text: string, format: string, stopNodes: string[], arrays: Set<string>): Node {
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- fast-xml-parser 5 still ships it; its successor (fast-xml-validator) is another dependency with other error messages
  const valid = XMLValidator.validate(text);
  if (valid !== true)
    throw new SourceParseError(
      `The ${format} source is not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`,
    );
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true,
    stopNodes,
    processEntities: false,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    isArray: (name) => arrays.has(name),
  });
  return parser.parse(text) as Node;
}

/** A stop node is a raw string, or an object with `#text` when it has attributes. */
function rawText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && '#text' in value) return String((value as Node)['#text']);
  return '';
}

const asArray = (value: unknown): Node[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]) as Node[];

/** An attribute's value (always a string: `parseAttributeValue` is off), or undefined when absent. */
const attribute = (node: Node, name: string): string | undefined => {
  const value = node[`@_${name}`];
  return typeof value === 'string' ? value : undefined;
};

/** XLIFF 1.2: every `trans-unit` of every `file`, in groups or not; the key is `resname`, else `id`. */
export function parseXliffSource(text: string): SourceEntry[] {
  const root = parseXml(text, 'XLIFF', ['*.source', '*.target'], new Set(['file', 'group', 'trans-unit']));
  const xliff = root.xliff as Node | undefined;
  if (!xliff || typeof xliff !== 'object') throw new SourceParseError('The XLIFF source has no <xliff> root element');
  const entries: SourceEntry[] = [];
  const visit = (node: Node) => {
    for (const unit of asArray(node['trans-unit'])) {
      const key = attribute(unit, 'resname') ?? attribute(unit, 'id') ?? '';
      if (key && attribute(unit, 'translate') !== 'no')
        entries.push({ key, text: decodeXmlText(rawText(unit.source)).trim() });
    }
    for (const group of asArray(node.group)) visit(group);
    if (node.body && typeof node.body === 'object') visit(node.body as Node);
  };
  for (const file of asArray(xliff.file)) visit(file);
  return entries;
}

/** Android string resources escape quotes, apostrophes and newlines with backslashes. */
export function unescapeAndroid(raw: string): string {
  let text = decodeXmlText(raw).trim();
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) text = text.slice(1, -1);
  return text.replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, c: string) => {
    if (c.length === 5) return String.fromCharCode(parseInt(c.slice(1), 16));
    return c === 'n' ? '\n' : c === 't' ? '\t' : c;
  });
}

/**
 * Android `strings.xml`: `<string name>`, `<string-array name>` items as `name[0]`, and
 * `<plurals name>` items as `name.<quantity>`. `translatable="false"` strings are left out.
 */
export function parseAndroidSource(text: string): SourceEntry[] {
  const root = parseXml(
    text,
    'Android strings.xml',
    ['resources.string', 'resources.string-array.item', 'resources.plurals.item'],
    new Set(['string', 'string-array', 'plurals', 'item']),
  );
  const resources = root.resources as Node | undefined;
  if (!resources || typeof resources !== 'object')
    throw new SourceParseError('The Android source has no <resources> root element');
  const entries: SourceEntry[] = [];
  const translatable = (node: Node) => attribute(node, 'translatable') !== 'false';
  for (const node of asArray(resources.string)) {
    const name = attribute(node, 'name');
    if (name && translatable(node)) entries.push({ key: name, text: unescapeAndroid(rawText(node)) });
  }
  for (const array of asArray(resources['string-array'])) {
    const name = attribute(array, 'name');
    if (!name || !translatable(array)) continue;
    asArray(array.item).forEach((item, i) =>
      entries.push({ key: `${name}[${i}]`, text: unescapeAndroid(rawText(item)) }),
    );
  }
  for (const plural of asArray(resources.plurals)) {
    const name = attribute(plural, 'name');
    if (!name || !translatable(plural)) continue;
    for (const item of asArray(plural.item)) {
      entries.push({
        key: `${name}.${attribute(item, 'quantity') ?? 'other'}`,
        text: unescapeAndroid(rawText(item)),
      });
    }
  }
  return entries;
}
