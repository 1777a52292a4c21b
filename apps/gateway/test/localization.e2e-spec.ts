import ExcelJS from 'exceljs';
import { parse as parseCsv } from 'csv-parse/sync';
import http from 'node:http';
import { AddressInfo } from 'node:net';
import { Api, ApiAnswer, expectErrorEnvelope, expectOk, newOrganization } from '../../../test/support/api';
import { RunningApp, startExtraApp } from '../../../test/support/processes';
import { completed, downloadFile, generate, TABLES, waitForStatus } from '../../../test/support/tables';

/** The strings every translated table is checked against: Apertium translates en -> es. */
const SOURCE = {
  greeting: 'Hello',
  welcome: 'Good morning, {name}!',
  nested: { inbox: 'You have {{count}} new messages', files: 'Delete %1$d files?' },
  plural: 'You have {count, plural, one {# message} other {# messages}}',
  html: 'Click <b>here</b> to continue',
  printf: 'The house of %s is red',
};

function upload(
  api: Api,
  filename: string,
  content: string | Buffer,
  type = 'application/octet-stream',
): Promise<ApiAnswer> {
  const form = new FormData();
  form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)], { type }), filename);
  return api.post('/v1/translation/files', form);
}

/** Source files served to the service for `sourceFile` URLs (the test cluster allows loopback). */
function startSourceServer(): Promise<{ base: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    if (req.url === '/en.json')
      return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(SOURCE));
    if (req.url === '/strings/en.csv')
      return res.writeHead(200, { 'content-type': 'text/csv' }).end('key,en\ngreeting,Hello\n');
    if (req.url === '/broken.json')
      return res.writeHead(200, { 'content-type': 'application/json' }).end('{"greeting": ');
    if (req.url === '/slow.json') return setTimeout(() => res.writeHead(200).end('{"a": "Hello"}'), 6_000);
    res.writeHead(404).end();
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise((r) => server.close(() => r())),
      }),
    ),
  );
}

function expectTranslatedSource(es: Record<string, string>) {
  expect(es.greeting).toBe('Hola');
  expect(es.welcome).toContain('{name}');
  expect(es.welcome).not.toBe(SOURCE.welcome);
  expect(es['nested.inbox']).toContain('{{count}}');
  expect(es['nested.inbox']).not.toBe(SOURCE.nested.inbox);
  expect(es['nested.files']).toContain('%1$d');
  // ICU syntax kept, each branch translated, Spanish's own CLDR categories (one, many, other).
  expect(es.plural).toBe('Tienes {count, plural, one {# mensaje} many {# mensajes} other {# mensajes}}');
  expect(es.html).toMatch(/<b>.+<\/b>/);
  expect(es.html).not.toBe(SOURCE.html);
  expect(es.printf).toContain('%s');
  expect(es.printf).toMatch(/casa/);
}

describe('localization tables', () => {
  let api: Api;
  let other: Api;
  // Undefined until started: afterAll also runs when starting it failed.
  let sources: Awaited<ReturnType<typeof startSourceServer>> | undefined;

  beforeAll(async () => {
    ({ api } = await newOrganization());
    ({ api: other } = await newOrganization());
    sources = await startSourceServer();
  });
  afterAll(() => sources?.close());

  describe('POST /v1/translation/files', () => {
    it('stores a multipart upload and answers its path', async () => {
      const data = expectOk(await upload(api, 'en.json', JSON.stringify(SOURCE), 'application/json'));
      expect(data.path).toMatch(/^uploads\/[0-9a-f-]{36}\/en\.json$/);
      expect(data.size).toBe(JSON.stringify(SOURCE).length);
    });

    it('keeps a UTF-8 file name', async () => {
      const data = expectOk(await upload(api, 'traducción.json', '{"a": "Hello"}', 'application/json'));
      expect(data.path).toMatch(/\/traducción\.json$/);
    });

    it('answers 400 without a file', async () => {
      const form = new FormData();
      form.append('note', 'no file here');
      expectErrorEnvelope(await api.post('/v1/translation/files', form), 400, 'BAD_REQUEST');
    });

    it('answers 413 for a file over 10 MiB', async () => {
      const big = Buffer.alloc(10 * 1024 * 1024 + 1, 'a');
      expectErrorEnvelope(await upload(api, 'big.json', big), 413, 'PAYLOAD_TOO_LARGE');
    });

    it('accepts a file of several chunks', async () => {
      const rows = Array.from({ length: 30_000 }, (_, i) => `k${i},Hello number ${i}`).join('\n');
      const data = expectOk(await upload(api, 'big.csv', `key,en\n${rows}\n`, 'text/csv'));
      expect(data.size).toBeGreaterThan(512 * 1024);
    });
  });

  describe('POST /v1/translation/localization-table: validation', () => {
    it.each([
      ['neither sourceFile nor content', { sourceLanguage: 'en', targetLanguages: ['es'] }],
      ['no targetLanguages', { sourceLanguage: 'en', content: '{"a":"b"}' }],
      ['empty targetLanguages', { sourceLanguage: 'en', targetLanguages: [], content: '{"a":"b"}' }],
      [
        'a pair the engine cannot translate',
        { sourceLanguage: 'en', targetLanguages: ['es', 'ja'], content: '{"a":"b"}' },
      ],
      ['an unknown language code', { sourceLanguage: 'en', targetLanguages: ['xx'], content: '{"a":"b"}' }],
      ['a repeated target language', { sourceLanguage: 'en', targetLanguages: ['es', 'es'], content: '{"a":"b"}' }],
      ['an unknown format', { sourceLanguage: 'en', targetLanguages: ['es'], content: '{"a":"b"}', format: 'pdf' }],
      [
        'a sourceFile that is neither URL nor upload path',
        { sourceLanguage: 'en', targetLanguages: ['es'], sourceFile: '/etc/passwd' },
      ],
      ['targetLanguages that is not an array', { sourceLanguage: 'en', targetLanguages: 'es', content: '{"a":"b"}' }],
    ])('answers 400 for %s', async (_, body) => {
      expectErrorEnvelope(await api.post(TABLES, body), 400, 'BAD_REQUEST');
    });

    it.each([
      ['broken JSON', '{"greeting": "Hello"'],
      ['a CSV without the source language column', 'key,fr\ngreeting,Bonjour\n'],
      ['XML that is no localization format', '<?xml version="1.0"?><root><a>b</a></root>'],
      ['an Android file that is not well-formed', '<resources><string name="a">b</resources>'],
      ['plain words', 'just some words'],
    ])('answers 422 when inline content is %s', async (_, content) => {
      expectErrorEnvelope(
        await api.post(TABLES, { sourceLanguage: 'en', targetLanguages: ['es'], content }),
        422,
        'UNPROCESSABLE',
      );
    });

    it('answers 422 for an uploaded file that does not parse', async () => {
      const { path } = expectOk(await upload(api, 'broken.json', '{"a": '));
      expectErrorEnvelope(
        await api.post(TABLES, { sourceLanguage: 'en', targetLanguages: ['es'], sourceFile: path }),
        422,
        'UNPROCESSABLE',
      );
    });

    it("answers 404 for another organization's upload", async () => {
      const { path } = expectOk(await upload(api, 'en.json', JSON.stringify(SOURCE)));
      expectErrorEnvelope(
        await other.post(TABLES, { sourceLanguage: 'en', targetLanguages: ['es'], sourceFile: path }),
        404,
        'NOT_FOUND',
      );
    });
  });

  describe('generating en -> es with Apertium', () => {
    it('builds a JSON table from inline JSON, placeholders unchanged, downloadable without a key', async () => {
      const id = await generate(api, {
        sourceLanguage: 'en',
        targetLanguages: ['es'],
        content: JSON.stringify(SOURCE),
      });
      const table = await waitForStatus(api, id);
      expect(table).toEqual({
        id,
        status: 'completed',
        sourceLanguage: 'en',
        targetLanguages: ['es'],
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        completedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        format: 'json',
      });

      const link = expectOk(await api.get(`${TABLES}/${id}/download`));
      expect(link.downloadUrl).toMatch(new RegExp(`^${process.env.PUBLIC_BASE_URL}/v1/`));
      const lifetime = Date.parse(link.expiresAt) - Date.now();
      expect(lifetime).toBeGreaterThan(3_500_000);
      expect(lifetime).toBeLessThanOrEqual(3_600_000);

      const response = await fetch(link.downloadUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.json"/);
      const body = await response.json();
      expect(Object.keys(body)).toEqual([
        'greeting',
        'welcome',
        'nested.inbox',
        'nested.files',
        'plural',
        'html',
        'printf',
      ]);
      const es = Object.fromEntries(
        Object.entries(body).map(([key, value]) => [key, (value as Record<string, string>).es]),
      );
      expectTranslatedSource(es);
    });

    it('builds a CSV table from an uploaded CSV, with a column per target language', async () => {
      const csv = 'key,en\ngreeting,Hello\nwelcome,"Good morning, {name}!"\n';
      const { path } = expectOk(await upload(api, 'strings.csv', csv, 'text/csv'));
      const table = await completed(api, { sourceLanguage: 'en', targetLanguages: ['es', 'en'], sourceFile: path });
      expect(table.format).toBe('csv');
      const response = await downloadFile(api, table.id);
      expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
      const rows = parseCsv(await response.text());
      expect(rows[0]).toEqual(['key', 'es', 'en']);
      expect(rows[1]).toEqual(['greeting', 'Hola', 'Hello']);
      expect(rows[2][0]).toBe('welcome');
      expect(rows[2][1]).toContain('{name}');
      expect(rows[2][2]).toBe('Good morning, {name}!');
    });

    it('writes XLSX when asked', async () => {
      const table = await completed(api, {
        sourceLanguage: 'en',
        targetLanguages: ['es'],
        content: '{"greeting": "Hello"}',
        format: 'xlsx',
      });
      const response = await downloadFile(api, table.id);
      expect(response.headers.get('content-type')).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      const bytes = await response.arrayBuffer();
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(bytes);
      const sheet = workbook.worksheets[0];
      expect(sheet.getRow(1).values).toEqual([undefined, 'key', 'es']);
      expect(sheet.getRow(2).values).toEqual([undefined, 'greeting', 'Hola']);
    });

    it('fetches a sourceFile URL', async () => {
      const table = await completed(api, {
        sourceLanguage: 'en',
        targetLanguages: ['es'],
        sourceFile: `${sources!.base}/en.json`,
      });
      const body = await (await downloadFile(api, table.id)).json();
      expectTranslatedSource(
        Object.fromEntries(Object.entries(body).map(([k, v]) => [k, (v as Record<string, string>).es])),
      );
    });

    it('fails a table whose fetched source does not parse, with an error', async () => {
      const table = await waitForStatus(
        api,
        await generate(api, {
          sourceLanguage: 'en',
          targetLanguages: ['es'],
          sourceFile: `${sources!.base}/broken.json`,
        }),
      );
      expect(table.status).toBe('failed');
      expect(table.error.message).toMatch(/JSON/);
      expectErrorEnvelope(await api.get(`${TABLES}/${table.id}/download`), 409, 'CONFLICT');
    });

    it('fails a table whose URL answers 404', async () => {
      const table = await waitForStatus(
        api,
        await generate(api, {
          sourceLanguage: 'en',
          targetLanguages: ['es'],
          sourceFile: `${sources!.base}/missing.json`,
        }),
      );
      expect(table).toMatchObject({ status: 'failed', error: { message: expect.stringContaining('404') } });
    });
  });

  describe('reading', () => {
    it('answers 409 for the download of a table still pending', async () => {
      const id = await generate(api, {
        sourceLanguage: 'en',
        targetLanguages: ['es'],
        sourceFile: `${sources!.base}/slow.json`,
      });
      expectErrorEnvelope(await api.get(`${TABLES}/${id}/download`), 409, 'CONFLICT');
      expect(expectOk(await api.get(`${TABLES}/${id}`))).toMatchObject({ status: 'pending', completedAt: null });
    });

    it.each([
      ['an unknown id', '00000000-0000-4000-8000-000000000000'],
      ['an id that is not a UUID', 'not-a-table'],
    ])('answers 404 for %s', async (_, id) => {
      expectErrorEnvelope(await api.get(`${TABLES}/${id}`), 404, 'NOT_FOUND');
      expectErrorEnvelope(await api.get(`${TABLES}/${id}/download`), 404, 'NOT_FOUND');
    });

    it("answers 404 for another organization's table and its download", async () => {
      const table = await completed(api, {
        sourceLanguage: 'en',
        targetLanguages: ['es'],
        content: '{"greeting": "Hello"}',
      });
      expectErrorEnvelope(await other.get(`${TABLES}/${table.id}`), 404, 'NOT_FOUND');
      expectErrorEnvelope(await other.get(`${TABLES}/${table.id}/download`), 404, 'NOT_FOUND');
    });

    it('answers 401 without a key', async () => {
      expectErrorEnvelope(await new Api(null).get(TABLES), 401, 'UNAUTHORIZED');
    });
  });

  describe('history', () => {
    let history: Api;
    const ids: string[] = [];

    beforeAll(async () => {
      ({ api: history } = await newOrganization());
      // Pairs Apertium has: en -> es, en -> ca.
      for (const targetLanguages of [['es'], ['ca'], ['es', 'ca']])
        ids.unshift(await generate(history, { sourceLanguage: 'en', targetLanguages, content: '{"a": "Hello"}' }));
    });

    it('lists newest first with the SPEC fields', async () => {
      const items = expectOk(await history.get(TABLES));
      expect(items.map((t: any) => t.id)).toEqual(ids);
      expect(items[0]).toEqual({
        id: ids[0],
        status: expect.stringMatching(/^(pending|completed|failed)$/),
        sourceLanguage: 'en',
        targetLanguages: ['es', 'ca'],
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
    });

    it('pages with limit and offset', async () => {
      expect(expectOk(await history.get(`${TABLES}?limit=2`)).map((t: any) => t.id)).toEqual(ids.slice(0, 2));
      expect(expectOk(await history.get(`${TABLES}?limit=2&offset=2`)).map((t: any) => t.id)).toEqual(ids.slice(2));
      expect(expectOk(await history.get(`${TABLES}?offset=3`))).toEqual([]);
    });

    it('shows no table of another organization', async () => {
      expect(expectOk(await other.get(`${TABLES}?limit=100`)).map((t: any) => t.id)).not.toEqual(
        expect.arrayContaining([ids[0]]),
      );
    });

    it.each(['limit=0', 'limit=101', 'limit=abc', 'offset=-1', 'limit=1.5'])('answers 400 for %s', async (query) => {
      expectErrorEnvelope(await history.get(`${TABLES}?${query}`), 400, 'BAD_REQUEST');
    });
  });

  describe('download links', () => {
    let shortLived: RunningApp | undefined;

    beforeAll(async () => {
      shortLived = await startExtraApp('gateway', { DOWNLOAD_LINK_TTL_SECONDS: '1' });
    });
    afterAll(() => shortLived?.stop());

    it('answers 410 once the link has expired', async () => {
      const table = await completed(api, {
        sourceLanguage: 'en',
        targetLanguages: ['es'],
        content: '{"greeting": "Hello"}',
      });
      const link = expectOk(await new Api(api.key, shortLived!.url).get(`${TABLES}/${table.id}/download`));
      expect(Date.parse(link.expiresAt) - Date.now()).toBeLessThanOrEqual(1_000);
      await new Promise((r) => setTimeout(r, Math.max(0, Date.parse(link.expiresAt) - Date.now()) + 200));
      const answer = await new Api(null).get(new URL(link.downloadUrl).pathname);
      expectErrorEnvelope(answer, 410, 'GONE');
    });

    it('answers 404 for a token it did not sign', async () => {
      const table = await completed(api, {
        sourceLanguage: 'en',
        targetLanguages: ['es'],
        content: '{"greeting": "Hello"}',
      });
      const link = expectOk(await api.get(`${TABLES}/${table.id}/download`));
      const path = new URL(link.downloadUrl).pathname;
      const forged = path.replace(/\.(\d+)\./, (_: string, s: string) => `.${Number(s) + 3600}.`);
      expect(forged).not.toBe(path);
      expectErrorEnvelope(await new Api(null).get(forged), 404, 'NOT_FOUND');
      expectErrorEnvelope(await new Api(null).get(`${TABLES}/downloads/garbage`), 404, 'NOT_FOUND');
    });
  });
});
