import { SaxesParser } from 'saxes';
import { documentLimit, invalidDocument } from './document-error';

/** Far deeper than any XLIFF (file, group, unit, segment, source, a few inline levels). */
const MAX_DEPTH = 200;

/**
 * The whole file through a conforming XML parser before anything is read from it: a file that
 * claims a format and is not well-formed XML is refused with the parser's reason, and a DOCTYPE
 * with an internal subset (where entities are declared: "billion laughs", external entities) is
 * refused before any is, as the project's other XML readers do. A DOCTYPE naming an external DTD is
 * allowed and never read.
 */
export function checkWellFormedXml(text: string, format: string): void {
  const parser = new SaxesParser();
  parser.on('doctype', (doctype) => {
    if (doctype.includes('['))
      throw invalidDocument(format, 'a DOCTYPE with declarations is refused (no entities are needed)');
  });
  let depth = 0;
  parser.on('opentag', () => {
    if (++depth > MAX_DEPTH) throw documentLimit('levels of nested elements', MAX_DEPTH);
  });
  parser.on('closetag', () => depth--);
  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof Error && error.name === 'DocumentError') throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw invalidDocument(format, `it is not well-formed XML (${reason})`);
  }
}
