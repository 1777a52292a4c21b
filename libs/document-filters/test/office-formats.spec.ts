import { DEFAULT_DOCUMENT_LIMITS, DocumentFilter } from '../src/document-filter';
import { filterForFilename } from '../src/document-formats';
import { parseXml } from '../src/office/xml-tree';
import { fixture, shout, unzip, withPart, ZipEntry } from './office-support';

/** The parts a filter may rewrite; every other entry must come back byte for byte. */
const TEXT_PARTS: Record<string, RegExp> = {
  docx: /^word\/(document|header\d*|footer\d*|footnotes|endnotes|comments)\.xml$/,
  pptx: /^ppt\/(slides\/slide|notesSlides\/notesSlide)\d+\.xml$/,
  xlsx: /^xl\/(sharedStrings|worksheets\/sheet\d+|comments\d+|drawings\/drawing\d+)\.xml$/,
  odt: /^(content|styles)\.xml$/,
  odp: /^(content|styles)\.xml$/,
  ods: /^(content|styles)\.xml$/,
};

interface RoundTrip {
  units: readonly string[];
  source: ZipEntry[];
  output: ZipEntry[];
  part: (name: string) => string;
  sourcePart: (name: string) => string;
}

/** Reads a fixture, writes it with every unit upper-cased, and checks what holds for every file. */
async function roundTrip(name: string): Promise<RoundTrip> {
  const filter: DocumentFilter = filterForFilename(name);
  const bytes = fixture(name);
  const document = await filter.read(bytes, DEFAULT_DOCUMENT_LIMITS);
  const translated = document.units.map(shout);
  const written = await document.write(translated, { targetLanguage: 'es' });
  // Read back: the same paragraphs, cells and slides, each with its tags where they were.
  expect((await filter.read(written, DEFAULT_DOCUMENT_LIMITS)).units).toEqual(translated);
  const source = await unzip(bytes);
  const output = await unzip(written);
  expect(output.map((e) => e.name)).toEqual(source.map((e) => e.name));
  output.forEach((entry, i) => {
    if (entry.data.equals(source[i].data)) return;
    expect(entry.name).toMatch(TEXT_PARTS[filter.format]);
    parseXml(entry.data.toString('utf8'), entry.name);
  });
  const text = (entries: ZipEntry[]) => (part: string) =>
    entries.find((e) => e.name === part)?.data.toString('utf8') ?? '';
  return { units: document.units, source, output, part: text(output), sourcePart: text(source) };
}

const count = (text: string, what: string) => text.split(what).length - 1;

describe('DOCX', () => {
  it('keeps a sentence split by links whole, the links around the translated words', async () => {
    const { units, part } = await roundTrip('par-hyperlinks.docx');
    expect(units).toEqual([
      'No hyperlinks', // two runs that differ only in their revision id are one
      'One <g1>awesome hyperlink</g1>.',
      'Three hyperlinks: <g1>the first one</g1> here, the <g2>second one</g2>, and the <g3>third</g3>.',
    ]);
    expect(part('word/document.xml')).toMatch(
      /<w:hyperlink r:id="rId4" w:history="1"><w:r><w:rPr>\s*<w:rStyle w:val="Hyperlink"\/>\s*<\/w:rPr><w:t xml:space="preserve">AWESOME HYPERLINK<\/w:t><\/w:r><\/w:hyperlink>/,
    );
  });

  it('maps character styles to groups and bookmarks to standalones', async () => {
    const { units, part } = await roundTrip('txt-font-props.docx');
    expect(units).toContain('Text having some <g1>superscript</g1> and some <x2/><g3>subscript</g3><x4/>.');
    const document = part('word/document.xml');
    expect(document).toContain(
      '<w:r><w:rPr><w:rStyle w:val="Subscript"/></w:rPr><w:t xml:space="preserve">SUBSCRIPT</w:t></w:r>',
    );
    expect(document).toContain('<w:bookmarkStart w:id="0" w:name="_GoBack"/>');
  });

  it('translates footnotes and endnotes with their reference marks in place', async () => {
    const { units, part, sourcePart } = await roundTrip('footnotes.docx');
    // Runs of the same formatting ("<w:t> </w:t>" then "<w:t>Fin.</w:t>") read as one.
    expect(units).toEqual(['Ouch<x1/>.<x2/>', '<x1/> A tachyon walks into a bar.', '<x1/> Fin.<x2/><x3/>']);
    expect(part('word/footnotes.xml')).toContain('A TACHYON WALKS INTO A BAR.');
    expect(count(part('word/document.xml'), '<w:footnoteReference')).toBe(
      count(sourcePart('word/document.xml'), '<w:footnoteReference'),
    );
    const endnotes = await roundTrip('endnotes.docx');
    expect(endnotes.units).toContain('<x1/> A tachyon walks into a bar.');
    expect(endnotes.part('word/endnotes.xml')).toMatch(
      /<w:endnoteRef\/><\/w:r><w:r><w:rPr><\/w:rPr><w:t xml:space="preserve"> A TACHYON WALKS INTO A BAR.<\/w:t><\/w:r>/,
    );
  });

  it('translates headers, footers, table cells, comments and text boxes', async () => {
    expect((await roundTrip('hdr-header-footer.docx')).units).toEqual(
      expect.arrayContaining(['Header for section-1', 'Footer for section 1<x1/><x2/>']),
    );
    expect((await roundTrip('tables.docx')).units).toEqual([
      'Above',
      'Top left',
      'Top right',
      'Bottom left',
      'Bottom right',
      'Below<x1/><x2/>',
    ]);
    expect((await roundTrip('comments.docx')).units).toContain('<x1/>A tachyon walks into a bar.');
    // The text box is in the drawing and again in its VML fallback for Word 2007: read once.
    const box = await roundTrip('text-box.docx');
    expect(box.units).toEqual(['Datum plane<x1/><x2/>']);
    expect(box.part('word/document.xml')).toMatch(
      /<w:txbxContent><w:p [^>]*><w:r><w:t xml:space="preserve">DATUM PLANE<\/w:t>/,
    );
  });

  it('keeps an image byte for byte', async () => {
    const { output, source } = await roundTrip('tiny-picture.docx');
    const media = output.filter((e) => e.name.startsWith('word/media/'));
    expect(media.length).toBeGreaterThan(0);
    for (const entry of media)
      expect(entry.data.equals(source.find((e) => e.name === entry.name)?.data ?? Buffer.alloc(0))).toBe(true);
  });

  it('writes a reordered translation with the link on the words the engine put it on', async () => {
    const document = await filterForFilename('x.docx').read(fixture('par-hyperlinks.docx'), DEFAULT_DOCUMENT_LIMITS);
    const written = await document.write(['Sin hipervínculos', 'Un <g1>hipervínculo</g1> genial.', document.units[2]], {
      targetLanguage: 'es',
    });
    const xml = (await unzip(written)).find((e) => e.name === 'word/document.xml')?.data.toString('utf8') ?? '';
    expect(xml).toMatch(
      /<w:t xml:space="preserve">Un <\/w:t><\/w:r><w:hyperlink r:id="rId4"[^>]*><w:r><w:rPr>[^]*?<w:t xml:space="preserve">hipervínculo<\/w:t><\/w:r><\/w:hyperlink><w:r><w:t xml:space="preserve"> genial.<\/w:t>/,
    );
  });
});

describe('PPTX', () => {
  it('reads text frames, table cells and notes; formatting comes back on the words', async () => {
    const fonts = await roundTrip('txt-font-props.pptx');
    expect(fonts.units).toContain('<g1>Italic = True</g1> Italic = False<g2> Italic = None</g2>');
    expect(fonts.part('ppt/slides/slide1.xml')).toMatch(
      /<a:r><a:rPr [^>]*i="1"[^>]*\/><a:t>ITALIC = TRUE<\/a:t><\/a:r>/,
    );
    expect((await roundTrip('tbl-cell.pptx')).units).toHaveLength(16);
    expect((await roundTrip('sld-notes.pptx')).units).toEqual(['Notes']);
    expect((await roundTrip('test.pptx')).units).toEqual(['Presentation Title Text', 'Subtitle Text']);
  });
});

describe('XLSX', () => {
  it('translates shared strings, inline strings and comments; numbers and formulas stay', async () => {
    const { units, part, sourcePart } = await roundTrip('Book1.xlsx');
    expect(units).toEqual(expect.arrayContaining(['Monitor', '&lt; 17 Inch', 'inlineStr', 'Total:']));
    // Table column names must match their header cells, so they stay.
    expect(units).not.toContain('Column1');
    expect(part('xl/worksheets/sheet1.xml')).toBe(sourcePart('xl/worksheets/sheet1.xml'));
    expect(part('xl/worksheets/sheet1.xml')).toContain('<f>SUM(Sheet2!D2,Sheet2!D11)</f><v>237</v>');
    const cells = (xml: string) => (xml.match(/<c [^>]*>[^]*?<\/c>/g) ?? []).filter((c) => !c.includes('inlineStr'));
    expect(cells(part('xl/worksheets/sheet2.xml'))).toEqual(cells(sourcePart('xl/worksheets/sheet2.xml')));
    expect(part('xl/worksheets/sheet2.xml')).toContain('<is> <t xml:space="preserve">INLINESTR</t> </is>');
    const header = (xml: string) => /<sst [^>]*>/.exec(xml)?.[0];
    expect(header(part('xl/sharedStrings.xml'))).toBe(header(sourcePart('xl/sharedStrings.xml')));
    expect(count(part('xl/sharedStrings.xml'), '<si>')).toBe(count(sourcePart('xl/sharedStrings.xml'), '<si>'));
  });
});

describe('XLSX drawings', () => {
  it('translates a text box drawn on a sheet', async () => {
    // Hand-made into Book1.xlsx's drawing: none of the public workbooks has a text box.
    const box =
      '<xdr:oneCellAnchor><xdr:sp><xdr:txBody><a:bodyPr/><a:p><a:r><a:rPr lang="en-US" b="1"/><a:t>Note:</a:t></a:r>' +
      '<a:r><a:rPr lang="en-US"/><a:t> sales are up.</a:t></a:r></a:p></xdr:txBody></xdr:sp></xdr:oneCellAnchor>';
    const source = fixture('Book1.xlsx');
    const drawing =
      (await unzip(source)).find((e) => e.name === 'xl/drawings/drawing1.xml')?.data.toString('utf8') ?? '';
    const bytes = await withPart(
      source,
      'xl/drawings/drawing1.xml',
      drawing.replace('</xdr:wsDr>', `${box}</xdr:wsDr>`),
    );
    const document = await filterForFilename('box.xlsx').read(bytes, DEFAULT_DOCUMENT_LIMITS);
    expect(document.units.at(-1)).toBe('<g1>Note:</g1> sales are up.');
    const written = await document.write(document.units.map(shout), { targetLanguage: 'es' });
    const xml = (await unzip(written)).find((e) => e.name === 'xl/drawings/drawing1.xml')?.data.toString('utf8') ?? '';
    expect(xml).toContain(
      '<a:r><a:rPr lang="en-US" b="1"/><a:t>NOTE:</a:t></a:r><a:r><a:rPr lang="en-US"/><a:t> SALES ARE UP.</a:t></a:r>',
    );
  });
});

describe('OpenDocument', () => {
  it('ODT: spans become groups, headers and footers are read, spaces and tabs kept', async () => {
    const styles = await roundTrip('parastyles.odt');
    expect(styles.units).toEqual(expect.arrayContaining(['Plain text', 'H<g1>2</g1>O - subscript']));
    const headers = await roundTrip('headerfooter.odt');
    expect(headers.units).toEqual(['Lorem ipsum', 'Header<x1/><x2/><x3/>Test', 'Footer<x1/><x2/><x3/>Bottom']);
    expect(headers.part('styles.xml')).toContain('HEADER');
    const poem = await roundTrip('serious_poem.odt');
    expect(poem.part('content.xml')).toContain(
      'THE BOY STOOD <text:s text:c="3"/>ON THE BURNING DECK,<text:line-break/><text:tab/>WHENCE ALL',
    );
    expect((await roundTrip('simpletable.odt')).units).toEqual([
      'Cell 1',
      'Cell 2',
      'Cell 3 (bold)',
      'Cell 4 (italic)',
    ]);
    expect((await roundTrip('images.odt')).units).toHaveLength(7);
  });

  it('ODT: a footnote inside a paragraph is a standalone there and a paragraph of its own', async () => {
    // Hand-made from parastyles.odt: none of the public samples has a note.
    const note =
      '<text:note text:id="ftn1" text:note-class="footnote"><text:note-citation>1</text:note-citation>' +
      '<text:note-body><text:p text:style-name="Footnote">A note here.</text:p></text:note-body></text:note>';
    const source = fixture('parastyles.odt');
    const content = (await unzip(source)).find((e) => e.name === 'content.xml')?.data.toString('utf8') ?? '';
    const bytes = await withPart(source, 'content.xml', content.replace('>Plain text<', `>Plain${note} text<`));
    const filter = filterForFilename('note.odt');
    const document = await filter.read(bytes, DEFAULT_DOCUMENT_LIMITS);
    expect(document.units.slice(0, 2)).toEqual(['Plain<x1/> text', 'A note here.']);
    const written = await document.write(document.units.map(shout), { targetLanguage: 'es' });
    const xml = (await unzip(written)).find((e) => e.name === 'content.xml')?.data.toString('utf8') ?? '';
    expect(xml).toContain(`>PLAIN${note.replace('A note here.', 'A NOTE HERE.')} TEXT<`);
  });

  it('ODP: every frame of every slide; ODS: text cells only', async () => {
    expect((await roundTrip('ol.odp')).units).toHaveLength(15);
    expect((await roundTrip('cols.odp')).units).toHaveLength(16);
    const sheet = await roundTrip('chinese_spreadsheet.ods');
    expect(sheet.units).toContain('test');
    const numbers = (xml: string) =>
      xml.match(/<table:table-cell [^>]*office:value-type="(float|date|percentage)"[^]*?<\/table:table-cell>/g);
    expect(numbers(sheet.part('content.xml'))).toEqual(numbers(sheet.sourcePart('content.xml')));
    expect(sheet.output[0]).toMatchObject({ name: 'mimetype', stored: true });
  });
});
