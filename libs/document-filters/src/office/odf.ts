import { DocumentFilter, DocumentFormat, DocumentLimits, ReadDocument } from '../document-filter';
import { DocumentError, invalidDocument } from '../document-error';
import { officeDocument, PartReader, readPart } from './office-document';
import { Atom, planParagraph, Wrapper } from './paragraph-plan';
import { PlacedParagraph, TranslatablePart } from './translatable-part';
import { escapeXmlText, findAll, isElement, XmlElement, XmlNode } from './xml-tree';
import { ZipPackage } from './zip-container';

const PARAGRAPHS = ['text:p', 'text:h'];
/** Spans and links keep their element around the translated words; anything else is an object. */
const WRAPPERS = ['text:span', 'text:a'];
/** Layout hints the application recomputes. */
const DROPPED = ['text:soft-page-break'];

/** ODF collapses runs of white space in text; `text:s` is how it writes more than one space. */
function odfMarkup(text: string): string {
  return escapeXmlText(text)
    .replace(/ {2,}/g, (spaces) => ` <text:s text:c="${spaces.length - 1}"/>`)
    .replace(/\t/g, '<text:tab/>')
    .replace(/\r?\n/g, '<text:line-break/>');
}

function collectAtoms(nodes: readonly XmlNode[], chain: readonly Wrapper[], xml: string, atoms: Atom[]): void {
  for (const node of nodes) {
    if (!isElement(node)) atoms.push({ kind: 'text', text: node.text.replace(/[ \t\r\n]+/g, ' '), chain });
    else if (DROPPED.includes(node.name)) continue;
    else if (node.name === 'text:s')
      atoms.push({ kind: 'text', text: ' '.repeat(Number(node.attributes['text:c'] ?? 1) || 1), chain });
    else if (WRAPPERS.includes(node.name) && node.openEnd < node.end) {
      const open = xml.slice(node.start, node.openEnd);
      const wrapper: Wrapper = { key: open, open, close: xml.slice(node.closeStart, node.end) };
      collectAtoms(node.children, [...chain, wrapper], xml, atoms);
    } else atoms.push({ kind: 'object', start: node.start, end: node.end, chain });
  }
}

function placeParagraph(paragraph: XmlElement, xml: string): PlacedParagraph | undefined {
  if (paragraph.openEnd === paragraph.end) return undefined;
  const atoms: Atom[] = [];
  collectAtoms(paragraph.children, [], xml, atoms);
  const plan = planParagraph(atoms);
  return plan && { start: paragraph.openEnd, end: paragraph.closeStart, plan };
}

/** A spreadsheet cell holding a number, date, boolean or formula shows text that is not to be translated. */
const isTextual = (element: XmlElement): boolean =>
  !/^table:(covered-)?table-cell$/.test(element.name) ||
  (element.attributes['table:formula'] === undefined &&
    (element.attributes['office:value-type'] ?? 'string') === 'string');

const place = (elements: XmlElement[], xml: string) =>
  elements.map((p) => placeParagraph(p, xml)).filter((p): p is PlacedParagraph => p !== undefined);
const isParagraph = (e: XmlElement) => PARAGRAPHS.includes(e.name);

const content: PartReader = {
  paragraphs: (root, xml) => place(findAll(root, isParagraph, isTextual), xml),
  markup: odfMarkup,
};

/** In styles.xml only the headers and footers of the page styles are text a reader sees. */
const styles: PartReader = {
  paragraphs: (root, xml) =>
    place(
      findAll(root, (e) => /^style:(header|footer)(-left|-first)?$/.test(e.name)).flatMap((block) =>
        findAll(block, isParagraph),
      ),
      xml,
    ),
  markup: odfMarkup,
};

const ODF_TYPES: readonly { format: DocumentFormat; mediaType: string }[] = [
  { format: 'odt', mediaType: 'application/vnd.oasis.opendocument.text' },
  { format: 'odp', mediaType: 'application/vnd.oasis.opendocument.presentation' },
  { format: 'ods', mediaType: 'application/vnd.oasis.opendocument.spreadsheet' },
];

async function readOdf(
  format: DocumentFormat,
  mediaType: string,
  bytes: Buffer,
  limits: DocumentLimits,
): Promise<ReadDocument> {
  const name = format.toUpperCase();
  const pkg = await ZipPackage.open(bytes, limits, name);
  const mimetype = (await pkg.text('mimetype'))?.trim();
  if (mimetype !== undefined && mimetype !== mediaType)
    throw invalidDocument(name, `its mimetype is ${mimetype.slice(0, 100)}, not ${mediaType}`);
  if (!pkg.has('content.xml')) throw invalidDocument(name, 'the package has no content.xml');
  if ((await pkg.text('META-INF/manifest.xml'))?.includes('encryption-data'))
    throw new DocumentError(
      'encrypted',
      `the ${name} document is password-protected; remove the password and upload it again`,
    );
  const parts: TranslatablePart[] = [];
  for (const [part, reader] of [
    ['content.xml', content],
    ['styles.xml', styles],
  ] as const) {
    const read = await readPart(pkg, part, reader);
    if (read) parts.push(read);
  }
  return officeDocument(pkg, parts, limits);
}

export const [ODT_FILTER, ODP_FILTER, ODS_FILTER]: DocumentFilter[] = ODF_TYPES.map(({ format, mediaType }) => ({
  format,
  extensions: [format],
  mediaType,
  read: (bytes, limits) => readOdf(format, mediaType, bytes, limits),
}));
