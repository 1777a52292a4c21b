import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Api, ApiAnswer, expectErrorEnvelope, expectOk, newOrganization } from '../../../test/support/api';
import { hostileCorpus, xlsxZipBomb } from '../../../test/support/hostile-files';

const base = '/v1/translation/glossaries';
const fixtures = join(__dirname, '..', '..', '..', 'libs', 'term-files', 'test', 'fixtures');
const fixture = (name: string) => readFileSync(join(fixtures, name));

interface Definition {
  language: string;
  term: string;
  definition: string;
  caseSensitivity: string;
}
interface Term {
  id: string;
  translationFlag: boolean;
  definitions: Definition[];
}

describe('glossary files (CONTRACT "Glossary files")', () => {
  let api: Api;
  let other: Api;

  beforeAll(async () => {
    ({ api } = await newOrganization());
    ({ api: other } = await newOrganization());
  });

  const newGlossary = async (languages: string[], name = 'Files') =>
    expectOk(await api.post(base, { name, languages })).id as string;

  function upload(
    glossaryId: string,
    filename: string,
    content: string | Buffer,
    fields: Record<string, string> = {},
    client = api,
  ): Promise<ApiAnswer> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), filename);
    return client.post(`${base}/${glossaryId}/terms/import`, form);
  }

  async function allTerms(glossaryId: string): Promise<Term[]> {
    const terms: Term[] = [];
    for (let page = 1; ; page++) {
      const answer = await api.get(`${base}/${glossaryId}/terms?page=${page}&limit=100`);
      terms.push(...(expectOk(answer) as Term[]));
      if (page >= answer.body.pagination.totalPages) return terms;
    }
  }

  const termCount = async (glossaryId: string) => expectOk(await api.get(`${base}/${glossaryId}`)).termCount as number;

  describe('TBX', () => {
    it('imports the TBX-Basic v3 sample: every entry, each synonym a term of its own, definitions and notes', async () => {
      const glossaryId = await newGlossary(['en', 'es', 'zu']);
      const created = expectOk(
        await upload(glossaryId, 'Example_Astronomy_DCA_VALID.tbx', fixture('Example_Astronomy_DCA_VALID.tbx')),
      );
      // 45 concept entries; their synonyms make 29 more terms.
      expect(created).toHaveLength(74);
      expect(await termCount(glossaryId)).toBe(74);
      const byEnglish = (term: string) =>
        (created as Term[]).find((t) => t.definitions.some((d) => d.language === 'en' && d.term === term));
      const open = byEnglish('open cluster');
      const galactic = byEnglish('galactic cluster');
      expect(open?.definitions.map((d) => [d.language, d.term])).toEqual([
        ['en', 'open cluster'],
        ['es', 'cúmulo abierto'],
      ]);
      expect(galactic?.definitions.find((d) => d.language === 'es')?.term).toBe('cúmulo abierto');
      expect(open?.definitions[0].definition).toMatch(
        /^G-Source: http:\/\/www\.physics\.drexel\.edu.*\nA group of stars formed together in the spiral arms of a galaxy\.$/s,
      );
      expect(galactic?.definitions[0].definition).toContain('Another name for an open star cluster.');
      expect(open?.definitions.every((d) => d.caseSensitivity === 'auto')).toBe(true);
    });

    it('reads the DCT style of the same sample to the same terms', async () => {
      const dca = await newGlossary(['en', 'es', 'zu']);
      const dct = await newGlossary(['en', 'es', 'zu']);
      // The two styles of the sample differ in some sources and notes, not in their terms.
      const shape = (terms: Term[]) => terms.map((t) => t.definitions.map((d) => [d.language, d.term]));
      const a = expectOk(await upload(dca, 'a.tbx', fixture('Example_Astronomy_DCA_VALID.tbx')));
      const b = expectOk(await upload(dct, 'b.tbx', fixture('Example_Astronomy_DCT_VALID.tbx')));
      expect(shape(b)).toEqual(shape(a));
    });

    it('imports a TBX v2 martif file with a DOCTYPE (Translate Toolkit via Weblate)', async () => {
      const glossaryId = await newGlossary(['en', 'cs']);
      const created = expectOk(await upload(glossaryId, 'cs.tbx', fixture('weblate-cs.tbx'))) as Term[];
      expect(created.map((t) => t.definitions.map((d) => d.term))).toEqual([
        ['address bar', 'adresní řádek'],
        ['administrator', 'správce'],
        ['administrate', 'spravovat'],
        ['always on top', 'vždy navrchu'],
      ]);
    });

    it('refuses languages outside the glossary with a 400 naming them, and writes nothing', async () => {
      const glossaryId = await newGlossary(['en', 'es']);
      const answer = await upload(glossaryId, 'astro.tbx', fixture('Example_Astronomy_DCA_VALID.tbx'));
      expectErrorEnvelope(answer, 400, 'BAD_REQUEST');
      expect(answer.body.error.message).toMatch(/outside the glossary: zu .*en, es/);
      expect(await termCount(glossaryId)).toBe(0);
    });

    it("maps the file's language codes to the glossary's (en-US to en, pt to pt-BR)", async () => {
      const glossaryId = await newGlossary(['en', 'pt-BR']);
      const tbx = `<?xml version="1.0"?><martif type="TBX-Basic"><text><body>
<termEntry><langSet xml:lang="en-US"><tig><term>file</term></tig></langSet><langSet xml:lang="pt"><tig><term>arquivo</term></tig></langSet></termEntry>
</body></text></martif>`;
      const [term] = expectOk(await upload(glossaryId, 'map.tbx', tbx)) as Term[];
      expect(term.definitions.map((d) => d.language)).toEqual(['en', 'pt-BR']);
    });

    it('reports an entry whose terms are all empty in failed (207), with its index and line', async () => {
      const glossaryId = await newGlossary(['en', 'de']);
      const tbx = `<martif><text><body>
<termEntry><langSet xml:lang="en"><tig><term>one</term></tig></langSet></termEntry>
<termEntry><langSet xml:lang="en"><tig><term>  </term></tig></langSet><langSet xml:lang="de"><tig><term/></tig></langSet></termEntry>
</body></text></martif>`;
      const answer = await upload(glossaryId, 'empty.tbx', tbx);
      expect(answer.status).toBe(207);
      expect(answer.body.status).toBe('partial_success');
      expect(answer.body.data.successCount).toBe(1);
      expect(answer.body.data.failed).toEqual([
        expect.objectContaining({
          index: 1,
          line: 3,
          error: expect.stringMatching(/term/),
          details: expect.any(Array),
        }),
      ]);
    });

    it('refuses entities (billion laughs) and XML that does not parse with a 422 naming the line', async () => {
      const glossaryId = await newGlossary(['en']);
      const laughs = `<?xml version="1.0"?>\n<!DOCTYPE martif [\n<!ENTITY a "aaaaaaaaaa">\n<!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">\n]>\n<martif><text><body><termEntry><langSet xml:lang="en"><tig><term>&b;</term></tig></langSet></termEntry></body></text></martif>`;
      const refused = await upload(glossaryId, 'laughs.tbx', laughs);
      expectErrorEnvelope(refused, 422, 'UNPROCESSABLE');
      expect(refused.body.error.message).toMatch(/Line \d+: a DOCTYPE with declarations/);
      const broken = await upload(glossaryId, 'broken.tbx', '<martif>\n<text>\n<body>\n</text></martif>');
      expectErrorEnvelope(broken, 422, 'UNPROCESSABLE');
      expect(broken.body.error.message).toMatch(/Line 4/);
      expect(broken.body.error.details).toEqual([{ format: 'tbx', line: 4 }]);
      expect(await termCount(glossaryId)).toBe(0);
    });
  });

  describe('CSV, TSV and XLSX', () => {
    it('imports a header of language codes with definition and caseSensitivity columns; bad rows in failed (207) by data-row index', async () => {
      const glossaryId = await newGlossary(['en', 'de']);
      const csv = [
        'en,en:definition,de,de:caseSensitivity',
        'API key,Secret that identifies the caller,API-Schlüssel,exact',
        'token,,Token,sometimes',
        ',,,',
        'cache,stored answers,Cache,',
      ].join('\r\n');
      const answer = await upload(glossaryId, 'terms.csv', csv);
      expect(answer.status).toBe(207);
      const { successful, failed } = answer.body.data;
      expect(
        successful.map((t: Term) => t.definitions.map((d) => [d.language, d.term, d.definition, d.caseSensitivity])),
      ).toEqual([
        [
          ['en', 'API key', 'Secret that identifies the caller', 'auto'],
          ['de', 'API-Schlüssel', '', 'exact'],
        ],
        [
          ['en', 'cache', 'stored answers', 'auto'],
          ['de', 'Cache', '', 'auto'],
        ],
      ]);
      expect(failed).toEqual([
        expect.objectContaining({ index: 1, line: 3, error: expect.stringContaining('auto, capitals, exact, ignore') }),
      ]);
    });

    it("imports DeepL's headerless source,target TSV with sourceLanguage and targetLanguage; without them a 400", async () => {
      const glossaryId = await newGlossary(['de', 'en']);
      const tsv = 'Haus\thouse\nBildschirm\tscreen\n';
      const created = expectOk(
        await upload(glossaryId, 'deepl.tsv', tsv, { sourceLanguage: 'de', targetLanguage: 'en' }),
      );
      expect((created as Term[]).map((t) => t.definitions.map((d) => `${d.language}:${d.term}`))).toEqual([
        ['de:Haus', 'en:house'],
        ['de:Bildschirm', 'en:screen'],
      ]);
      const headerless = await upload(glossaryId, 'deepl.tsv', tsv);
      expectErrorEnvelope(headerless, 400, 'BAD_REQUEST');
      expect(headerless.body.error.message).toMatch(/sourceLanguage and targetLanguage/);
      expectErrorEnvelope(await upload(glossaryId, 'deepl.tsv', tsv, { sourceLanguage: 'de' }), 400, 'BAD_REQUEST');
    });

    it('answers 422 naming the line of a CSV that does not parse', async () => {
      const glossaryId = await newGlossary(['en', 'de']);
      const answer = await upload(glossaryId, 'broken.csv', 'en,de\nok,gut\n"open,quote\nnext,row\n');
      expectErrorEnvelope(answer, 422, 'UNPROCESSABLE');
      expect(answer.body.error.message).toMatch(/Line \d+/);
      expect(answer.body.error.details[0]).toEqual({ format: 'csv', line: expect.any(Number) });
    });

    it('imports XLSX with the header layout', async () => {
      const glossaryId = await newGlossary(['en', 'fr']);
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Glossary');
      sheet.addRow(['en', 'fr', 'fr:definition', 'fr:caseSensitivity']);
      sheet.addRow(['screen', 'écran', "surface d'affichage", 'capitals']);
      const created = expectOk(await upload(glossaryId, 'terms.xlsx', Buffer.from(await workbook.xlsx.writeBuffer())));
      expect((created as Term[])[0].definitions).toEqual([
        expect.objectContaining({ language: 'en', term: 'screen', definition: '', caseSensitivity: 'auto' }),
        expect.objectContaining({
          language: 'fr',
          term: 'écran',
          definition: "surface d'affichage",
          caseSensitivity: 'capitals',
        }),
      ]);
    });

    it('refuses an XLSX zip bomb with a 422 before unpacking it', async () => {
      const glossaryId = await newGlossary(['en']);
      const bomb = xlsxZipBomb(80 * 1024 * 1024);
      const answer = await upload(glossaryId, 'bomb.xlsx', bomb);
      expectErrorEnvelope(answer, 422, 'UNPROCESSABLE');
      expect(answer.body.error.message).toMatch(/unpacks to more than/);
    });
  });

  describe('export', () => {
    const stored: Definition[][] = [
      [
        { language: 'en', term: 'API key', definition: 'Secret, "quoted"\nand on two lines', caseSensitivity: 'exact' },
        { language: 'de', term: 'API-Schlüssel', definition: '', caseSensitivity: 'capitals' },
      ],
      [{ language: 'de', term: '-ung', definition: '=SUM(A1) & <b>', caseSensitivity: 'ignore' }],
      [
        { language: 'en', term: "'=quoted", definition: '\tindented', caseSensitivity: 'auto' },
        { language: 'de', term: 'Zitat', definition: 'ein Zitat', caseSensitivity: 'auto' },
      ],
    ];

    async function download(glossaryId: string, format: string, client = api) {
      const response = await fetch(`${client.baseUrl}${base}/${glossaryId}/terms/export?format=${format}`, {
        headers: { 'X-Api-Key': client.key ?? '' },
      });
      return { response, bytes: Buffer.from(await response.arrayBuffer()) };
    }

    it.each(['tbx', 'csv', 'tsv', 'xlsx'])(
      '%s: streams an attachment that imports into an empty glossary as the same terms, definitions, caseSensitivity and translationFlag',
      async (format) => {
        const from = await newGlossary(['en', 'de'], 'Round trip: Ä');
        expectOk(
          await api.post(`${base}/${from}/terms/bulk`, {
            // The second term is a do-not-translate term: its flag travels too.
            terms: stored.map((definitions, i) => ({ definitions, translationFlag: i !== 1 })),
          }),
        );
        const { response, bytes } = await download(from, format);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-disposition')).toMatch(
          /^attachment; filename="Round trip: _\.\w+"; filename\*=UTF-8''Round%20trip%3A%20%C3%84\./,
        );
        const into = await newGlossary(['en', 'de']);
        expectOk(await upload(into, `export.${format}`, bytes));
        const shape = (terms: Term[]) =>
          terms.map((t) => ({
            translationFlag: t.translationFlag,
            definitions: t.definitions.map(({ language, term, definition, caseSensitivity }) => ({
              language,
              term,
              definition,
              caseSensitivity,
            })),
          }));
        expect(shape(await allTerms(into))).toEqual(
          stored.map((definitions, i) => ({ translationFlag: i !== 1, definitions })),
        );
      },
    );

    it('exports a glossary larger than one page in order', async () => {
      const glossaryId = await newGlossary(['en', 'de']);
      const terms = Array.from({ length: 4500 }, (_, i) => ({
        definitions: [
          { language: 'en', term: `term ${i}`, definition: 'x'.repeat(200) },
          { language: 'de', term: `Begriff ${i}`, definition: '' },
        ],
      }));
      for (let i = 0; i < terms.length; i += 2500)
        expectOk(await api.post(`${base}/${glossaryId}/terms/bulk`, { terms: terms.slice(i, i + 2500) }));
      const { response, bytes } = await download(glossaryId, 'csv');
      expect(response.status).toBe(200);
      const lines = bytes.toString('utf8').trimEnd().split('\n');
      expect(lines).toHaveLength(4501);
      expect(lines[0]).toBe('en,en:definition,en:caseSensitivity,de,de:definition,de:caseSensitivity,translationFlag');
      expect(lines[4500]).toMatch(/^term 4499,x+,auto,Begriff 4499,,auto,true$/);
    });

    it('refuses another format, or none, with a 400 listing the four', async () => {
      const glossaryId = await newGlossary(['en']);
      const pdf = await api.get(`${base}/${glossaryId}/terms/export?format=pdf`);
      expectErrorEnvelope(pdf, 400, 'BAD_REQUEST');
      expect(pdf.body.error.message).toMatch(/tbx, csv, tsv, xlsx/);
      expectErrorEnvelope(await api.get(`${base}/${glossaryId}/terms/export`), 400, 'BAD_REQUEST');
    });
  });

  describe('organizations', () => {
    it("answers 404 for another organization's glossary, on import and export alike", async () => {
      const glossaryId = await newGlossary(['en', 'de']);
      expectErrorEnvelope(await upload(glossaryId, 'x.csv', 'en,de\na,b\n', {}, other), 404, 'NOT_FOUND');
      expectErrorEnvelope(await other.get(`${base}/${glossaryId}/terms/export?format=tbx`), 404, 'NOT_FOUND');
      expect(await termCount(glossaryId)).toBe(0);
    });

    it('answers 400 for an unknown format field, and reads the file as the format field says', async () => {
      const glossaryId = await newGlossary(['en', 'de']);
      const pdf = await upload(glossaryId, 'terms.txt', 'en,de\na,b\n', { format: 'pdf' });
      expectErrorEnvelope(pdf, 400, 'BAD_REQUEST');
      expect(pdf.body.error.message).toMatch(/tbx, csv, tsv, xlsx/);
      const created = expectOk(
        await upload(glossaryId, 'terms.txt', 'en\tde\nscreen\tBildschirm\n', { format: 'tsv' }),
      );
      expect((created as Term[])[0].definitions.map((d) => d.term)).toEqual(['screen', 'Bildschirm']);
    });

    it('answers every file of the hostile corpus with a 2xx or a 4xx, never a 5xx', async () => {
      const glossaryId = await newGlossary(['en', 'de']);
      for (const file of hostileCorpus()) {
        const answer = await upload(glossaryId, file.filename, file.bytes);
        expect({ file: file.what, status: answer.status < 500 }).toEqual({ file: file.what, status: true });
        if (answer.status >= 400) expect(answer.body.status).toBe('error');
      }
    });

    it('answers 400 when no file is sent', async () => {
      const glossaryId = await newGlossary(['en']);
      const form = new FormData();
      form.append('format', 'csv');
      expectErrorEnvelope(await api.post(`${base}/${glossaryId}/terms/import`, form), 400, 'BAD_REQUEST');
    });
  });
});
