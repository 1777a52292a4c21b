import { Document, Element, isTag } from 'domhandler';
import { isKept, MarkupDepthError, markupUnits, MarkupUnits, nodeRange } from '@app/placeholders';
import { DocumentFilter, WriteOptions } from './document-filter';
import { documentLimit, invalidDocument } from './document-error';
import { EntityStyle } from './html-entities';
import { inlineUnit, InlineStyle } from './markup-inline';
import { checkSize, Edit, settle, splicedDocument } from './spliced-text';
import { decodeText } from './text-encoding';

export const HTML_INLINE: InlineStyle = { kept: (node) => isTag(node) && isKept(node), collapse: true };
const LATIN_CHARSETS = /^(iso-8859-1|iso8859-1|latin-?1|windows-1252|cp1252|us-ascii|ascii|iso-8859-15)$/i;

/** A file not in UTF-8 is read as Latin-1 if it says it is (or says nothing); another charset is refused. */
function checkCharset(text: string, encoding: string): void {
  if (encoding !== 'latin1') return;
  const declared = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(text.slice(0, 4096))?.[1];
  if (declared && !LATIN_CHARSETS.test(declared))
    throw invalidDocument('HTML', `its character set ${declared} is not supported; save it as UTF-8 and send it again`);
}

/** `<html lang="en">` says the target language once translated (quotes kept as written). */
function langEdit(source: string, document: Document): ((options: WriteOptions) => Edit[]) | undefined {
  const html = document.children.find((n): n is Element => isTag(n) && n.name.toLowerCase() === 'html');
  if (!html) return undefined;
  const [tagStart, end] = nodeRange(source, html);
  const tag = source.slice(tagStart, html.children.length > 0 ? nodeRange(source, html.children[0])[0] : end);
  const lang = /(\slang\s*=\s*)("[^"]*"|'[^']*'|[^\s"'>]+)/i.exec(tag);
  if (!lang) return undefined;
  const start = tagStart + lang.index + lang[1].length;
  const quote = /^["']/.test(lang[2]) ? lang[2][0] : '';
  return (options) => [{ start, end: start + lang[2].length, text: `${quote}${options.targetLanguage}${quote}` }];
}

/** A page, or a Markdown file's HTML block, read as markup: nesting past the limit is the document's `limit`. */
export function htmlUnits(html: string): MarkupUnits {
  try {
    return markupUnits(html, 'html');
  } catch (error) {
    if (error instanceof MarkupDepthError) throw documentLimit('levels of nested elements', error.limit);
    throw error;
  }
}

/**
 * HTML through `markupUnits` (the project's markup reading: blocks, inline elements, code and
 * `translate="no"` kept), each unit's inline elements as `g`/`x` tags written back as they were.
 * The `<title>` is translated; `alt` and `title` attributes are not (they would be units of their
 * own inside another unit's tags).
 */
export const htmlFilter: DocumentFilter = {
  format: 'html',
  extensions: ['html', 'htm', 'xhtml'],
  mediaType: 'text/html',
  read: (bytes, limits) =>
    settle(() => {
      checkSize(bytes, limits);
      const decoded = decodeText(bytes, 'HTML', 'latin1-references');
      checkCharset(decoded.text, decoded.encoding);
      if (!/<[A-Za-z!]/.test(decoded.text)) throw invalidDocument('HTML', 'it has no HTML markup');
      const { parts, document } = htmlUnits(decoded.text);
      const entities: EntityStyle = new Map();
      const splices = parts.map((part) => inlineUnit(decoded.text, part, entities, HTML_INLINE));
      return splicedDocument(decoded, splices, limits, 'HTML', langEdit(decoded.text, document));
    }),
};
