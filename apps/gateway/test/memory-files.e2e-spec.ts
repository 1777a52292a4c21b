import ExcelJS from 'exceljs';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Api, ApiAnswer, expectErrorEnvelope, expectOk, newOrganization } from '../../../test/support/api';

const base = '/v1/translation/memories';
const debianTmx = readFileSync(join(__dirname, 'test-data', 'memory', 'debian-es.tmx'));

interface Unit {
  sourceLanguage: string;
  targetLanguage: string;
  source: string;
  target: string;
}

const tmx = (body: string, header = 'srclang="en"', doctype = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n${doctype}<tmx version="1.4">\n<header ${header} datatype="plaintext" segtype="sentence" adminlang="en" o-tmf="x" creationtool="x" creationtoolversion="1"/>\n<body>\n${body}\n</body>\n</tmx>\n`;
const tu = (variants: [string, string][], attributes = '') =>
  `<tu ${attributes}>${variants.map(([lang, seg]) => `<tuv xml:lang="${lang}"><seg>${seg}</seg></tuv>`).join('')}</tu>`;

describe('translation memory files (CONTRACT "Translation memories")', () => {
  let api: Api;
  let other: Api;

  beforeAll(async () => {
    ({ api } = await newOrganization());
    ({ api: other } = await newOrganization());
  });

  const newMemory = async () => expectOk(await api.post(base, { name: `Files ${randomUUID()}` })).id as string;

  function upload(memoryId: string, filename: string, content: string | Buffer, client = api): Promise<ApiAnswer> {
    const form = new FormData();
    form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), filename);
    return client.post(`${base}/${memoryId}/import`, form);
  }

  async function allUnits(memoryId: string): Promise<Unit[]> {
    const units: Unit[] = [];
    for (let page = 1; ; page++) {
      const answer = await api.get(`${base}/${memoryId}/units?page=${page}&limit=100`);
      units.push(
        ...(expectOk(answer) as Unit[]).map(({ sourceLanguage, targetLanguage, source, target }) => ({
          sourceLanguage,
          targetLanguage,
          source,
          target,
        })),
      );
      if (page >= answer.body.pagination.totalPages) return units;
    }
  }

  async function download(memoryId: string, format: string) {
    const response = await fetch(`${api.baseUrl}${base}/${memoryId}/export?format=${format}`, {
      headers: { 'X-Api-Key': api.key ?? '' },
    });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  describe("Debian's Spanish catalogues as TMX", () => {
    let memoryId: string;
    let stored: Unit[];

    beforeAll(async () => {
      memoryId = await newMemory();
      const answer = expectOk(await upload(memoryId, 'debian-es.tmx', debianTmx));
      // 726 tu; 52 repeat a source of the same catalogues, the last target kept.
      expect(answer).toEqual({ imported: 674, updated: 0, skipped: 52, failed: [] });
      stored = await allUnits(memoryId);
    }, 60_000);

    it('stores every unit under the base language codes, the DOCTYPE never fetched', async () => {
      expect(expectOk(await api.get(`${base}/${memoryId}`))).toMatchObject({
        unitCount: 674,
        languagePairs: [{ sourceLanguage: 'en', targetLanguage: 'es', units: 674 }],
      });
      expect(stored).toContainEqual({
        sourceLanguage: 'en',
        targetLanguage: 'es',
        source: 'Unmatched [, [^, [:, [., or [=',
        target: expect.stringContaining('['),
      });
    });

    it('skips every unit of a second import of the same file', async () => {
      expect(expectOk(await upload(memoryId, 'again.tmx', debianTmx))).toEqual({
        imported: 0,
        updated: 0,
        skipped: 726,
        failed: [],
      });
    });

    it('looks up a real message: the same text 100, a changed word below 95', async () => {
      const look = (text: string) =>
        api.post(`${base}/${memoryId}/lookup`, { sourceLanguage: 'en', targetLanguage: 'es', text });
      const exact = stored.find((u) => u.source === 'Unmatched [, [^, [:, [., or [=');
      expect(expectOk(await look(exact?.source ?? ''))[0]).toMatchObject({ score: 100, target: exact?.target });
      // A one-line message of at least ten words with its last word changed.
      const sentence = stored.find((u) => !u.source.includes('\n') && u.source.split(' ').length >= 10);
      const words = (sentence?.source ?? '').split(' ');
      const [fuzzy] = expectOk(await look([...words.slice(0, -1), 'bananas'].join(' '))) as {
        score: number;
        source: string;
      }[];
      expect(fuzzy.source).toBe(sentence?.source);
      expect(fuzzy.score).toBeGreaterThanOrEqual(80);
      expect(fuzzy.score).toBeLessThan(95);
    });

    it.each(['tmx', 'csv', 'tsv', 'xlsx'])(
      'exports %s that imports back to the same units',
      async (format) => {
        const { response, bytes } = await download(memoryId, format);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-disposition')).toContain(`.${format}`);
        const copy = await newMemory();
        expect(expectOk(await upload(copy, `export.${format}`, bytes))).toEqual({
          imported: 674,
          updated: 0,
          skipped: 0,
          failed: [],
        });
        expect(await allUnits(copy)).toEqual(stored);
      },
      60_000,
    );

    it('writes XLSX cells as text, never formulas', async () => {
      const id = await newMemory();
      expectOk(
        await api.post(`${base}/${id}/units`, {
          units: [{ sourceLanguage: 'en', targetLanguage: 'es', source: '=1+2', target: '=SUM(A1)' }],
        }),
      );
      const { bytes } = await download(id, 'xlsx');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
      const cell = workbook.worksheets[0].getRow(2).getCell(1);
      expect(cell.formula).toBeUndefined();
      expect(cell.text).toBe('=1+2');
      const csv = (await download(id, 'csv')).bytes.toString();
      expect(csv).toBe('en,es\n=1+2,=SUM(A1)\n');
    });
  });

  describe('TMX rules', () => {
    it('pairs the source tuv with every other tuv; srclang of the tu, else the header, *all* meaning the header', async () => {
      const id = await newMemory();
      const file = tmx(
        [
          tu([
            ['es', 'Abrir'],
            ['en-US', 'Open'],
            ['fr', 'Ouvrir'],
          ]),
          tu(
            [
              ['de', 'Schließen'],
              ['en', 'Close'],
            ],
            'srclang="de"',
          ),
          tu(
            [
              ['en', 'Save'],
              ['pt-BR', 'Salvar'],
            ],
            'srclang="*all*"',
          ),
        ].join('\n'),
      );
      expect(expectOk(await upload(id, 'rules.tmx', file))).toEqual({
        imported: 4,
        updated: 0,
        skipped: 0,
        failed: [],
      });
      expect(await allUnits(id)).toEqual([
        { sourceLanguage: 'en', targetLanguage: 'es', source: 'Open', target: 'Abrir' },
        { sourceLanguage: 'en', targetLanguage: 'fr', source: 'Open', target: 'Ouvrir' },
        { sourceLanguage: 'de', targetLanguage: 'en', source: 'Schließen', target: 'Close' },
        { sourceLanguage: 'en', targetLanguage: 'pt-BR', source: 'Save', target: 'Salvar' },
      ]);
    });

    it('takes the first tuv as the source when the header says *all*, and reports units with empty sides with their index and line', async () => {
      const id = await newMemory();
      const file = tmx(
        [
          tu([
            ['en', 'Print'],
            ['es', 'Imprimir'],
          ]),
          tu([
            ['en', ''],
            ['es', 'vacío'],
          ]),
          tu([['es', 'Hola']], 'srclang="en"'),
        ].join('\n'),
        'srclang="*all*"',
      );
      const answer = expectOk(await upload(id, 'empty.tmx', file));
      expect(answer).toMatchObject({ imported: 1, updated: 0, skipped: 0 });
      expect(answer.failed).toEqual([
        { unit: 1, line: 6, message: expect.stringContaining('source must not be empty') },
        { unit: 2, line: 7, message: expect.stringContaining('no <tuv> in its source language en') },
      ]);
    });

    it('refuses a truncated file with 422 naming the line', async () => {
      const id = await newMemory();
      const cut = debianTmx.subarray(0, Math.floor(debianTmx.length * 0.6));
      const error = expectErrorEnvelope(await upload(id, 'cut.tmx', cut), 422, 'UNPROCESSABLE');
      expect(error.message).toMatch(/Line \d+/);
      expect(error.details?.[0]).toMatchObject({ format: 'tmx', line: expect.any(Number) });
    });

    it('refuses a DOCTYPE that declares entities (a billion laughs) with 422, and an undeclared entity', async () => {
      const id = await newMemory();
      const bomb = tmx(
        tu([
          ['en', '&lol9;'],
          ['es', 'x'],
        ]),
        'srclang="en"',
        '<!DOCTYPE tmx [<!ENTITY lol "lol"><!ENTITY lol9 "&lol;&lol;">]>\n',
      );
      expectErrorEnvelope(await upload(id, 'bomb.tmx', bomb), 422, 'UNPROCESSABLE');
      expectErrorEnvelope(
        await upload(
          id,
          'entity.tmx',
          tmx(
            tu([
              ['en', '&ext;'],
              ['es', 'x'],
            ]),
          ),
        ),
        422,
        'UNPROCESSABLE',
      );
      expect(expectOk(await api.get(`${base}/${id}`)).unitCount).toBe(0);
    });

    it('refuses malformed XML and a file that is not TMX with 422', async () => {
      const id = await newMemory();
      expectErrorEnvelope(await upload(id, 'bad.tmx', '<tmx><body><tu></body></tmx>'), 422, 'UNPROCESSABLE');
      expectErrorEnvelope(await upload(id, 'other.tmx', '<?xml version="1.0"?><html/>'), 422, 'UNPROCESSABLE');
    });
  });

  describe('limits and refusals', () => {
    it('answers 413 for a file over MEMORY_IMPORT_MAX_BYTES (4 MiB under test)', async () => {
      const id = await newMemory();
      const big = Buffer.alloc(5 * 1024 * 1024, 'a');
      expectErrorEnvelope(await upload(id, 'big.tmx', big), 413, 'PAYLOAD_TOO_LARGE');
    });

    it('answers 400 without a file, for an unknown format and for a table export of several pairs', async () => {
      const id = await newMemory();
      expectErrorEnvelope(await api.post(`${base}/${id}/import`, new FormData()), 400, 'BAD_REQUEST');
      expectErrorEnvelope(await upload(id, 'memory.pdf', 'x'), 400, 'BAD_REQUEST');
      expectErrorEnvelope(await api.get(`${base}/${id}/export?format=pdf`), 400, 'BAD_REQUEST');
      expectOk(
        await api.post(`${base}/${id}/units`, {
          units: [
            { sourceLanguage: 'en', targetLanguage: 'es', source: 'a', target: 'b' },
            { sourceLanguage: 'en', targetLanguage: 'fr', source: 'a', target: 'c' },
          ],
        }),
      );
      expectErrorEnvelope(await api.get(`${base}/${id}/export?format=csv`), 400, 'BAD_REQUEST');
      const { bytes } = await download(id, 'csv&sourceLanguage=en&targetLanguage=fr');
      expect(bytes.toString()).toBe('en,fr\na,c\n');
    });

    it("answers 404 for another organization's memory on import and export", async () => {
      const id = await newMemory();
      expectErrorEnvelope(await upload(id, 'x.tmx', debianTmx, other), 404, 'NOT_FOUND');
      expectErrorEnvelope(await other.get(`${base}/${id}/export?format=tmx`), 404, 'NOT_FOUND');
    });
  });
});
