import { parseDocument } from 'htmlparser2';
import { ChildNode, Element, isTag } from 'domhandler';
import { nodeRange } from '@app/placeholders';
import { DocumentFilter, WriteOptions } from './document-filter';
import { invalidDocument } from './document-error';
import { EntityStyle } from './html-entities';
import { plainText } from './inline-tags';
import { InlineStyle, inlineUnit } from './markup-inline';
import { checkSize, Edit, settle, splicedDocument, UnitSplice } from './spliced-text';
import { decodeText } from './text-encoding';
import { checkWellFormedXml } from './xml-check';
import { startTag, targetSplice } from './xliff-target';

const localName = (el: Element) => el.name.slice(el.name.indexOf(':') + 1);
const children = (el: Element, name: string) =>
  el.children.filter((c): c is Element => isTag(c) && localName(c) === name);

/** Native codes of both versions: never text, written back whole. */
const CODES = new Set(['x', 'bx', 'ex', 'ph', 'bpt', 'ept', 'it', 'cp', 'sc', 'ec', 'sm', 'em']);
const kept = (node: ChildNode) => isTag(node) && (CODES.has(localName(node)) || node.attribs.translate === 'no');

interface Scope {
  translate: boolean;
  preserve: boolean;
}

function scopeOf(el: Element, outer: Scope): Scope {
  const translate = el.attribs.translate as string | undefined;
  const space = el.attribs['xml:space'] as string | undefined;
  return {
    translate: translate === undefined ? outer.translate : translate !== 'no',
    preserve: space === undefined ? outer.preserve : space === 'preserve',
  };
}

/** A language attribute set to the target: its value replaced, or the attribute added after `after`. */
function languageEdit(source: string, el: Element, name: string, after: string): (language: string) => Edit {
  const [start, tag] = startTag(source, el);
  const value = new RegExp(`(\\s${name}\\s*=\\s*)("[^"]*"|'[^']*')`).exec(tag);
  if (value) {
    const at = start + value.index + value[1].length;
    return (language) => ({ start: at, end: at + value[2].length, text: `"${language}"` });
  }
  const anchor = new RegExp(`\\s${after}\\s*=\\s*(?:"[^"]*"|'[^']*')`).exec(tag);
  const at = start + (anchor ? anchor.index + anchor[0].length : el.name.length + 1);
  return (language) => ({ start: at, end: at, text: ` ${name}="${language}"` });
}

interface Reading {
  splices: UnitSplice[];
  languages: ((language: string) => Edit)[];
}

/**
 * XLIFF 1.x `trans-unit` and 2.x `unit/segment`: the `source` is the unit and the translation is
 * written into the `target` (filled, or created after the source), every other byte as it was.
 */
function readXliff(text: string, root: Element): Reading {
  // An attribute the element lacks is undefined at run time, whatever the typings say.
  const v2 = (root.attribs as Record<string, string | undefined>).version?.startsWith('2.') === true;
  const entities: EntityStyle = new Map();
  const reading: Reading = { splices: [], languages: [] };
  if (v2) reading.languages.push(languageEdit(text, root, 'trgLang', 'srcLang'));
  const pair = (holder: Element, scope: Scope) => {
    const source = children(holder, 'source').at(0);
    if (!source || source.children.length === 0) return;
    const start = nodeRange(text, source.children[0])[0];
    const end = nodeRange(text, source.children[source.children.length - 1])[1];
    const style: InlineStyle = { kept, collapse: !scopeOf(source, scope).preserve };
    const unit = inlineUnit(text, { start, end, nodes: source.children }, entities, style);
    if (!/\p{L}/u.test(plainText(unit.unit))) return;
    reading.splices.push(targetSplice(text, source, children(holder, 'target').at(0), unit, { start, end }));
  };
  const visit = (el: Element, outer: Scope) => {
    const scope = scopeOf(el, outer);
    const name = localName(el);
    if (!v2 && name === 'file') reading.languages.push(languageEdit(text, el, 'target-language', 'source-language'));
    if (!scope.translate && (name === 'trans-unit' || name === 'unit')) return;
    // An approved translation (1.x) or a final segment (2.x) is someone's finished work: kept.
    if (!v2 && name === 'trans-unit') {
      if (el.attribs.approved !== 'yes') pair(el, scope);
    } else if (v2 && name === 'unit') {
      for (const segment of children(el, 'segment'))
        if (segment.attribs.state !== 'final') pair(segment, scopeOf(segment, scope));
    } else for (const child of el.children) if (isTag(child)) visit(child, scope);
  };
  visit(root, { translate: true, preserve: false });
  return reading;
}

export const xliffFilter: DocumentFilter = {
  format: 'xliff',
  extensions: ['xlf', 'xliff', 'xlif'],
  mediaType: 'application/xliff+xml',
  read: (bytes, limits) =>
    settle(() => {
      checkSize(bytes, limits);
      const decoded = decodeText(bytes, 'XLIFF');
      checkWellFormedXml(decoded.text, 'XLIFF');
      const document = parseDocument(decoded.text, {
        xmlMode: true,
        withStartIndices: true,
        withEndIndices: true,
        decodeEntities: false,
      });
      const root = document.children.find(isTag);
      if (!root || localName(root) !== 'xliff')
        throw invalidDocument('XLIFF', `its root element is <${root?.name ?? ''}>, not <xliff>`);
      const { splices, languages } = readXliff(decoded.text, root);
      const edits = (options: WriteOptions) =>
        languages.map((edit) => edit(options.targetLanguage.replace(/["<&]/g, '')));
      return splicedDocument(decoded, splices, limits, 'XLIFF', edits);
    }),
};
