import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buffer, text } from 'node:stream/consumers';
import { protectFormula, unprotectFormula } from './formula-cells';
import { readTermFile } from './read-term-file';
import { detectTermFileFormat, TermFileFormat } from './term-file-format';
import { TermFileLayoutError, TermFileParseError } from './term-file-item';
import { TermFileTerm, writeTermFile } from './term-file-writers';
import { xlsxZipBomb } from '../../../test/support/hostile-files';
import { XLSX_LIMITS } from './xlsx-reader';

const fixture = (name: string) => readFileSync(join(__dirname, '..', 'test', 'fixtures', name));
const termsOf = (items: { definitions: { language: string; term: string }[] }[], language: string) =>
  items.map((i) => i.definitions.find((d) => d.language === language)?.term);

describe('TBX reader', () => {
  it('reads the TBX-Basic v3 DCA sample: first term per language, synonyms as terms of their own, definitions and notes', async () => {
    const items = await readTermFile(fixture('Example_Astronomy_DCA_VALID.tbx'), 'tbx');
    // c1: en "open cluster" + synonym "galactic cluster", es "cúmulo abierto".
    expect(items[0].definitions.map((d) => [d.language, d.term])).toEqual([
      ['en', 'open cluster'],
      ['es', 'cúmulo abierto'],
    ]);
    expect(items[1].definitions.map((d) => [d.language, d.term])).toEqual([
      ['en', 'galactic cluster'],
      ['es', 'cúmulo abierto'],
    ]);
    const en = items[0].definitions[0].definition;
    expect(en).toContain('G-Source: http://www.physics.drexel.edu/observatory/dump.shtml'); // entry-level note, every language
    expect(en).toContain('A group of stars formed together in the spiral');
    expect(items[0].definitions[1].definition).toContain('Una acumulación de una docena');
    expect(items[0].definitions[1].definition).toContain('G-Source:');
    // A term-level note stays with its term.
    expect(items[1].definitions[0].definition).toContain('Another name for an open star cluster');
    expect(en).not.toContain('Another name for an open star cluster');
    expect(termsOf(items, 'en')).toContain('black hole');
    expect(items.every((i) => i.line > 1)).toBe(true);
  });

  it('reads the DCT style (basic:definition) to the same terms and definitions as DCA', async () => {
    const dca = await readTermFile(fixture('Example_Astronomy_DCA_VALID.tbx'), 'tbx');
    const dct = await readTermFile(fixture('Example_Astronomy_DCT_VALID.tbx'), 'tbx');
    const shape = (items: typeof dca) => items.map((i) => i.definitions.map((d) => [d.language, d.term]));
    expect(shape(dct)).toEqual(shape(dca));
    expect(dct[0].definitions[0].definition).toContain('A group of stars formed together');
  });

  it('reads a TBX v2 martif file with a PUBLIC DOCTYPE (Translate Toolkit, via Weblate)', async () => {
    const items = await readTermFile(fixture('weblate-cs.tbx'), 'tbx');
    expect(items.map((i) => i.definitions.map((d) => `${d.language}:${d.term}`))).toEqual([
      ['en:address bar', 'cs:adresní řádek'],
      ['en:administrator', 'cs:správce'],
      ['en:administrate', 'cs:spravovat'],
      ['en:always on top', 'cs:vždy navrchu'],
    ]);
  });

  it('reads ntig/termGrp, entry-level definitions and reports an entry whose terms are all empty', async () => {
    const tbx = `<martif type="TBX-Basic"><text><body>
<termEntry><descrip type="definition">shared</descrip>
  <langSet xml:lang="en"><ntig><termGrp><term>disk</term></termGrp></ntig></langSet>
  <langSet xml:lang="de"><tig><term>Platte</term><termNote type="caseSensitivity">exact</termNote></tig></langSet>
</termEntry>
<termEntry><langSet xml:lang="en"><tig><term> </term></tig></langSet><langSet xml:lang="de"><tig><term/></tig></langSet></termEntry>
</body></text></martif>`;
    const items = await readTermFile(Buffer.from(tbx), 'tbx');
    expect(items[0].definitions).toEqual([
      { language: 'en', term: 'disk', definition: 'shared' },
      { language: 'de', term: 'Platte', definition: 'shared', caseSensitivity: 'exact' },
    ]);
    expect(items[1]).toEqual({
      line: 6,
      definitions: [
        { language: 'en', term: '', definition: '' },
        { language: 'de', term: '', definition: '' },
      ],
    });
  });

  it('refuses entity declarations (billion laughs, external entities) and undefined entities, naming the line', async () => {
    const laughs = `<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]>\n<martif><text><body/></text></martif>`;
    await expect(readTermFile(Buffer.from(laughs), 'tbx')).rejects.toThrow(/Line 2: a DOCTYPE with declarations/);
    const external = `<!DOCTYPE m [<!ENTITY x SYSTEM "file:///etc/passwd">]><martif>&x;</martif>`;
    await expect(readTermFile(Buffer.from(external), 'tbx')).rejects.toThrow(TermFileParseError);
    const undefinedEntity = `<martif>\n<text><body><termEntry><langSet xml:lang="en"><tig><term>&x;</term></tig></langSet></termEntry></body></text></martif>`;
    await expect(readTermFile(Buffer.from(undefinedEntity), 'tbx')).rejects.toThrow(/Line 2: .*undefined entity/i);
  });

  it('refuses XML that is not well-formed with its line, and XML that is not TBX', async () => {
    await expect(readTermFile(Buffer.from('<martif>\n<text>\n<body></text></martif>'), 'tbx')).rejects.toThrow(
      /Line 3/,
    );
    await expect(readTermFile(Buffer.from('<html><body/></html>'), 'tbx')).rejects.toThrow(/not TBX/);
  });
});

describe('CSV, TSV and XLSX readers', () => {
  it('reads a header of language codes with definition and caseSensitivity columns; data rows keep their lines', async () => {
    const csv = 'en,en:definition,de,de:caseSensitivity\ncar,a vehicle,Auto,exact\n\n"multi\nline",,Wagen,\n';
    const items = await readTermFile(Buffer.from(csv), 'csv');
    expect(items).toEqual([
      {
        line: 2,
        definitions: [
          { language: 'en', term: 'car', definition: 'a vehicle' },
          { language: 'de', term: 'Auto', definition: '', caseSensitivity: 'exact' },
        ],
      },
      {
        line: 5,
        definitions: [
          { language: 'en', term: 'multi\nline', definition: '' },
          { language: 'de', term: 'Wagen', definition: '' },
        ],
      },
    ]);
  });

  it('reads a translationFlag column (true/false, yes/no, 1/0) and keeps another value for the bulk checks', async () => {
    const csv = 'en,translationFlag\nAcme,false\nscreen,\nwindow,yes\nbrand,maybe\n';
    const items = await readTermFile(Buffer.from(csv), 'csv');
    expect(items.map((i) => i.translationFlag)).toEqual([false, undefined, true, 'maybe']);
  });

  it('reads a TBX term marked translationNote "no" (as Weblate writes it) as not to be translated', async () => {
    const tbx = `<martif><text><body><termEntry><langSet xml:lang="en"><tig><term>Acme</term><termNote type="translationNote">no</termNote></tig></langSet></termEntry></body></text></martif>`;
    expect((await readTermFile(Buffer.from(tbx), 'tbx'))[0].translationFlag).toBe(false);
  });

  it('reads a CSV that Excel wrote with semicolons', async () => {
    const items = await readTermFile(
      Buffer.from('\ufeffen;de;de:definition\r\nscreen;Bildschirm;Anzeige, flach\r\n'),
      'csv',
    );
    expect(items[0].definitions).toEqual([
      { language: 'en', term: 'screen', definition: '' },
      { language: 'de', term: 'Bildschirm', definition: 'Anzeige, flach' },
    ]);
  });

  it("reads DeepL's headerless source,target layout when the languages are named", async () => {
    const items = await readTermFile(Buffer.from('Haus\thouse\n5" Bildschirm\t5" screen\n'), 'tsv', {
      sourceLanguage: 'de',
      targetLanguage: 'en',
    });
    expect(items.map((i) => i.definitions.map((d) => d.term))).toEqual([
      ['Haus', 'house'],
      ['5" Bildschirm', '5" screen'],
    ]);
  });

  it('asks for a header or the two languages when it has neither (400), and names the line of a broken quote (422)', async () => {
    await expect(readTermFile(Buffer.from('Haus,house\n'), 'csv')).rejects.toThrow(TermFileLayoutError);
    await expect(readTermFile(Buffer.from('en,de\na,b\n"open,c\n'), 'csv')).rejects.toThrow(/Line \d+:/);
  });

  it('reads the first worksheet of an XLSX file with the same layout', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Terms');
    sheet.addRow(['en', 'fr', 'fr:definition']);
    sheet.addRow(['screen', 'écran', 'surface']);
    const items = await readTermFile(Buffer.from(await workbook.xlsx.writeBuffer()), 'xlsx');
    expect(items).toEqual([
      {
        line: 2,
        definitions: [
          { language: 'en', term: 'screen', definition: '' },
          { language: 'fr', term: 'écran', definition: 'surface' },
        ],
      },
    ]);
  });

  it('refuses a zip bomb: a small XLSX that unpacks past the limit, before exceljs unpacks it', async () => {
    const bomb = xlsxZipBomb(XLSX_LIMITS.maxUnpackedBytes + 1);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expect(readTermFile(bomb, 'xlsx')).rejects.toThrow(/unpacks to more than/);
  });

  it('refuses a file that is not a zip as XLSX', async () => {
    await expect(readTermFile(Buffer.from('not a zip'), 'xlsx')).rejects.toThrow(TermFileParseError);
  });
});

describe('writers', () => {
  const glossary = { name: 'Röund: trip', languages: ['en', 'de'] };
  const terms: TermFileTerm[] = [
    {
      definitions: [
        { language: 'en', term: '-ing', definition: 'a suffix, "quoted"\nsecond line', caseSensitivity: 'exact' },
        { language: 'de', term: '=Summe', definition: '', caseSensitivity: 'auto' },
      ],
    },
    {
      translationFlag: false,
      definitions: [{ language: 'de', term: "'=x <b>&amp;", definition: '\tTab', caseSensitivity: 'ignore' }],
    },
  ];
  async function* pages() {
    yield terms.slice(0, 1);
    yield terms.slice(1);
  }

  it.each<TermFileFormat>(['tbx', 'csv', 'tsv', 'xlsx'])(
    '%s: what is written reads back to the same terms',
    async (format) => {
      const bytes = await buffer(writeTermFile(format, glossary, pages()));
      const items = await readTermFile(bytes, format);
      const read = items.map((i) => ({
        translationFlag: i.translationFlag ?? true,
        definitions: i.definitions.map((d) => ({ ...d, caseSensitivity: d.caseSensitivity ?? 'auto' })),
      }));
      expect(read).toEqual(
        terms.map((t) => ({ translationFlag: t.translationFlag ?? true, definitions: t.definitions })),
      );
    },
  );

  it('protects formula cells in CSV reversibly', async () => {
    const csv = await text(writeTermFile('csv', glossary, pages()));
    expect(csv).toContain("'-ing");
    expect(csv).toContain("'=Summe");
    expect(["'=x", '=x', '-1', 'a'].map(protectFormula).map(unprotectFormula)).toEqual(["'=x", '=x', '-1', 'a']);
  });

  it('detects the format from the name, else from the content', () => {
    expect(detectTermFileFormat(Buffer.from('x'), 'terms.TBX')).toBe('tbx');
    expect(detectTermFileFormat(Buffer.from('PK\u0003\u0004'), 'upload')).toBe('xlsx');
    expect(detectTermFileFormat(Buffer.from('\ufeff<?xml version="1.0"?>'), 'upload')).toBe('tbx');
    expect(detectTermFileFormat(Buffer.from('en\tde\n'), 'upload')).toBe('tsv');
    expect(detectTermFileFormat(Buffer.from('en,de\n'), 'upload')).toBe('csv');
  });
});
