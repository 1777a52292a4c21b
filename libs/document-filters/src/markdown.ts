import type { Html, Nodes, Parents, Root } from 'mdast';
import { DocumentFilter } from './document-filter';
import { HTML_INLINE, htmlUnits } from './html';
import { EntityStyle } from './html-entities';
import { plainText } from './inline-tags';
import { inlineUnit } from './markup-inline';
import { markdownUnit, withoutAlert } from './markdown-inline';
import { parseMarkdown } from './markdown-parse';
import { checkSize, settle, splicedDocument, UnitSplice } from './spliced-text';
import { decodeText } from './text-encoding';

/**
 * An HTML block (a README's `<p align="center">…</p>`) is read as HTML would be, when its text is
 * the source's as written (not inside a quote or list, whose markers the parser strips).
 */
function htmlBlockUnits(source: string, node: Html, entities: EntityStyle): UnitSplice[] {
  const offset = node.position?.start.offset ?? 0;
  if (source.slice(offset, offset + node.value.length) !== node.value) return [];
  return htmlUnits(node.value).parts.map((part) => {
    const unit = inlineUnit(node.value, part, entities, HTML_INLINE);
    return { ...unit, start: unit.start + offset, end: unit.end + offset };
  });
}

/**
 * Markdown through mdast (`markdown-parse.ts`: CommonMark with GFM tables, strikethrough, footnotes
 * and autolinks, and YAML/TOML front matter), with source offsets: each paragraph, heading and table
 * cell (so list items, quotes and footnotes through their paragraphs) is a unit spliced back into
 * the text, which is never re-serialized. Code blocks, front matter and link reference
 * definitions are not text and stay byte for byte.
 */
function readMarkdown(source: string, tree: Root): UnitSplice[] {
  const entities: EntityStyle = new Map();
  const splices: UnitSplice[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') {
      const children = node.type === 'paragraph' ? withoutAlert(source, node.children) : node.children;
      if (children.length > 0) splices.push(markdownUnit(source, children, node.type === 'tableCell'));
    } else if (node.type === 'html') splices.push(...htmlBlockUnits(source, node, entities));
    else if ('children' in node) for (const child of (node as Parents).children) visit(child);
  };
  visit(tree);
  return splices.filter((s) => /\p{L}/u.test(plainText(s.unit)));
}

export const markdownFilter: DocumentFilter = {
  format: 'markdown',
  extensions: ['md', 'markdown', 'mdown', 'mkd'],
  mediaType: 'text/markdown; charset=utf-8',
  read: async (bytes, limits) => {
    const decoded = await settle(() => {
      checkSize(bytes, limits);
      return decodeText(bytes, 'Markdown');
    });
    const tree = await parseMarkdown(decoded.text);
    return settle(() => splicedDocument(decoded, readMarkdown(decoded.text, tree), limits, 'Markdown'));
  },
};
