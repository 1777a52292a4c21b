import { SaxesParser } from 'saxes';
import { DocumentError, documentLimit } from '../document-error';

/** Deeper nesting than any office file has; the tree is walked recursively. */
const MAX_DEPTH = 1_000;

/**
 * An element of an XML part with where it sits in the source text, so a writer can splice:
 * everything outside the text it replaces is copied from the source as it was.
 */
export interface XmlElement {
  readonly name: string;
  readonly attributes: Readonly<Partial<Record<string, string>>>;
  /** Offsets in the source string: `<` of the open tag, after its `>`, `<` of the close tag, after its `>`. */
  readonly start: number;
  readonly openEnd: number;
  closeStart: number;
  end: number;
  readonly children: XmlNode[];
}

export interface XmlText {
  readonly name: '#text';
  /** The text with XML's escapes undone. */
  readonly text: string;
}

export type XmlNode = XmlElement | XmlText;

export const isElement = (node: XmlNode): node is XmlElement => node.name !== '#text';

/**
 * Parses a whole part with saxes (well-formedness checked). A DOCTYPE is refused: office parts
 * never have one, and entity declarations are how the "billion laughs" and external-entity
 * attacks come in.
 */
export function parseXml(xml: string, part: string): XmlElement {
  const parser = new SaxesParser({ position: true });
  const root: XmlElement = {
    name: '#root',
    attributes: {},
    start: 0,
    openEnd: 0,
    closeStart: xml.length,
    end: xml.length,
    children: [],
  };
  const stack: XmlElement[] = [root];
  const top = () => stack[stack.length - 1];
  parser.on('doctype', () => {
    throw new DocumentError('invalid', `${part} declares a DOCTYPE, which office documents never do; it is refused`);
  });
  parser.on('text', (text) => top().children.push({ name: '#text', text }));
  parser.on('cdata', (text) => top().children.push({ name: '#text', text }));
  parser.on('opentag', (tag) => {
    const openEnd = parser.position;
    const start = xml.lastIndexOf('<', openEnd - 1);
    const element: XmlElement = {
      name: tag.name,
      attributes: tag.attributes as Record<string, string>,
      start,
      openEnd,
      closeStart: openEnd,
      end: openEnd,
      children: [],
    };
    top().children.push(element);
    if (!tag.isSelfClosing) stack.push(element);
    if (stack.length > MAX_DEPTH) throw documentLimit(`levels of XML nesting (${part})`, MAX_DEPTH);
  });
  parser.on('closetag', (tag) => {
    if (tag.isSelfClosing) return;
    const element = stack.pop();
    if (!element) return;
    element.end = parser.position;
    element.closeStart = xml.lastIndexOf('<', element.end - 1);
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    if (error instanceof DocumentError) throw error;
    throw new DocumentError('invalid', `${part} is not well-formed XML (${(error as Error).message})`);
  }
  return root;
}

/**
 * Every element under `node` that passes `test`, in document order, matches inside matches
 * included (a text box's paragraphs inside a paragraph); `descend` false leaves an element's
 * insides out (a number cell of a spreadsheet).
 */
export function findAll(
  node: XmlElement,
  test: (element: XmlElement) => boolean,
  descend: (element: XmlElement) => boolean = () => true,
  into: XmlElement[] = [],
): XmlElement[] {
  for (const child of node.children) {
    if (!isElement(child) || !descend(child)) continue;
    if (test(child)) into.push(child);
    findAll(child, test, descend, into);
  }
  return into;
}

export const childElements = (node: XmlElement): XmlElement[] => node.children.filter(isElement);

// eslint-disable-next-line no-control-regex -- control characters are what this removes
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text for an XML part; characters XML 1.0 cannot carry (an engine may return them) are left out. */
export function escapeXmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
