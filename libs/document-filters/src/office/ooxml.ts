import { DocumentFilter, DocumentFormat, DocumentLimits, ReadDocument } from '../document-filter';
import { invalidDocument } from '../document-error';
import { numberedParts, officeDocument, PartReader, readPart } from './office-document';
import { placeRunParagraph, RunVocabulary, runTextMarkup } from './run-paragraphs';
import { PlacedParagraph, TranslatablePart } from './translatable-part';
import { escapeXmlText, findAll, parseXml, XmlElement } from './xml-tree';
import { plainText } from '../inline-tags';
import { ZipPackage } from './zip-container';

/** What differs between runs that look alike: revision ids, proofing state, the language tag. */
const wordFormatKey = (rPr: string) =>
  rPr
    .replace(/\s+w:rsid\w*="[^"]*"/g, '')
    .replace(/<w:(lang|noProof|proofErr)\b[^>]*\/>/g, '')
    .replace(/>\s+</g, '><');

const drawingFormatKey = (rPr: string) =>
  rPr.replace(/\s+(lang|altLang|dirty|err|noProof|smtClean|smtId|bmk)="[^"]*"/g, '').replace(/>\s+</g, '><');

export const WORD_RUNS: RunVocabulary = {
  run: 'w:r',
  runProperties: 'w:rPr',
  text: 'w:t',
  leadingProperties: ['w:pPr'],
  trailingProperties: [],
  containers: ['w:hyperlink', 'w:ins', 'w:moveTo', 'w:smartTag', 'w:customXml', 'w:dir', 'w:bdo', 'w:sdt'],
  containerContent: { 'w:sdt': 'w:sdtContent' },
  dropped: ['w:proofErr', 'w:lastRenderedPageBreak'],
  formatKey: wordFormatKey,
  markup: runTextMarkup('w:t'),
};

export const DRAWING_RUNS: RunVocabulary = {
  run: 'a:r',
  runProperties: 'a:rPr',
  text: 'a:t',
  leadingProperties: ['a:pPr'],
  trailingProperties: ['a:endParaRPr'],
  containers: [],
  containerContent: {},
  dropped: [],
  formatKey: drawingFormatKey,
  // DrawingML keeps a:t's spaces without xml:space.
  markup: (text) => `<a:t>${escapeXmlText(text)}</a:t>`,
};

export const SHEET_RUNS: RunVocabulary = {
  run: 'r',
  runProperties: 'rPr',
  text: 't',
  leadingProperties: [],
  trailingProperties: ['rPh', 'phoneticPr'],
  containers: [],
  containerContent: {},
  dropped: [],
  formatKey: (rPr) => rPr.replace(/>\s+</g, '><'),
  markup: runTextMarkup('t'),
};

/**
 * A drawing's `mc:Fallback` repeats its `mc:Choice` (a text box as VML for Word 2007): it is not
 * read, so its words are neither counted nor paid twice, and stays in the source language.
 */
const notFallback = (e: XmlElement) => e.name !== 'mc:Fallback';

export function runParagraphs(names: readonly string[], words: RunVocabulary): PartReader {
  return {
    paragraphs: (root: XmlElement, xml: string) =>
      findAll(root, (e) => names.includes(e.name), notFallback)
        .map((p) => placeRunParagraph(p, xml, words))
        .filter((p): p is PlacedParagraph => p !== undefined),
    markup: words.markup,
  };
}

const wordReader = runParagraphs(['w:p'], WORD_RUNS);
const drawingReader = runParagraphs(['a:p'], DRAWING_RUNS);
const sheetReader: PartReader = {
  ...runParagraphs(['si', 'is', 'text'], SHEET_RUNS),
  // A string that is one plain run again is written as the plain `<t>` it usually was.
  finish: (content) => /^<r>(<t [^>]*>[^<]*<\/t>)<\/r>$/.exec(content)?.[1] ?? content,
};

/**
 * An Excel table's column names must equal its header cells, or Excel "repairs" the file: a
 * string that names a table column stays as it is. Worksheets are read only for their inline
 * strings (`t="inlineStr"`); numbers, dates and formulas (whose string results are `t="str"`,
 * never shared strings) are never read.
 */
async function tableColumnNames(pkg: ZipPackage): Promise<Set<string>> {
  const names = new Set<string>();
  for (const part of numberedParts(pkg, /^xl\/tables\/table\d+\.xml$/)) {
    const xml = await pkg.text(part);
    if (xml === undefined) continue;
    for (const column of findAll(parseXml(xml, part), (e) => e.name === 'tableColumn'))
      names.add(column.attributes.name ?? '');
  }
  return names;
}

const withoutTableHeaders = (names: ReadonlySet<string>): PartReader => ({
  ...sheetReader,
  paragraphs: (root, xml) => sheetReader.paragraphs(root, xml).filter((p) => !names.has(plainText(p.plan.tagged))),
});

interface OoxmlFamily {
  readonly format: DocumentFormat;
  readonly extension: string;
  readonly mediaType: string;
  readonly mainPart: string;
  readonly parts: (pkg: ZipPackage) => Promise<[string, PartReader][]> | [string, PartReader][];
}

const FAMILIES: readonly OoxmlFamily[] = [
  {
    format: 'docx',
    extension: 'docx',
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    mainPart: 'word/document.xml',
    parts: (pkg) =>
      [
        'word/document.xml',
        ...numberedParts(pkg, /^word\/header\d*\.xml$/),
        ...numberedParts(pkg, /^word\/footer\d*\.xml$/),
        'word/footnotes.xml',
        'word/endnotes.xml',
        'word/comments.xml',
      ].map((name) => [name, wordReader]),
  },
  {
    format: 'pptx',
    extension: 'pptx',
    mediaType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    mainPart: 'ppt/presentation.xml',
    parts: (pkg) =>
      [
        ...numberedParts(pkg, /^ppt\/slides\/slide\d+\.xml$/),
        ...numberedParts(pkg, /^ppt\/notesSlides\/notesSlide\d+\.xml$/),
      ].map((name) => [name, drawingReader]),
  },
  {
    format: 'xlsx',
    extension: 'xlsx',
    mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    mainPart: 'xl/workbook.xml',
    parts: async (pkg) => {
      const strings = withoutTableHeaders(await tableColumnNames(pkg));
      return [
        ['xl/sharedStrings.xml', strings],
        ...numberedParts(pkg, /^xl\/worksheets\/sheet\d+\.xml$/).map((name): [string, PartReader] => [
          name,
          { ...strings, worthParsing: (xml) => xml.includes('inlineStr') },
        ]),
        ...numberedParts(pkg, /^xl\/comments\d+\.xml$/).map((name): [string, PartReader] => [name, sheetReader]),
        // Text boxes and shapes drawn on a sheet are DrawingML paragraphs, as on slides.
        ...numberedParts(pkg, /^xl\/drawings\/drawing\d+\.xml$/).map((name): [string, PartReader] => [
          name,
          drawingReader,
        ]),
      ];
    },
  },
];

async function readOoxml(family: OoxmlFamily, bytes: Buffer, limits: DocumentLimits): Promise<ReadDocument> {
  const pkg = await ZipPackage.open(bytes, limits, family.format.toUpperCase());
  if (!pkg.has('[Content_Types].xml') || !pkg.has(family.mainPart))
    throw invalidDocument(family.format.toUpperCase(), `the package has no ${family.mainPart}`);
  const parts: TranslatablePart[] = [];
  for (const [name, reader] of await family.parts(pkg)) {
    const part = await readPart(pkg, name, reader);
    if (part) parts.push(part);
  }
  return officeDocument(pkg, parts, limits);
}

export const [DOCX_FILTER, PPTX_FILTER, XLSX_FILTER]: DocumentFilter[] = FAMILIES.map((family) => ({
  format: family.format,
  extensions: [family.extension],
  mediaType: family.mediaType,
  read: (bytes, limits) => readOoxml(family, bytes, limits),
}));
