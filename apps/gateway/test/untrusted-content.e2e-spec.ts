import ExcelJS from 'exceljs';
import net from 'node:net';
import { parse as parseCsv } from 'csv-parse/sync';
import { Api, ApiAnswer, expectErrorEnvelope, expectOk, newOrganization } from '../../../test/support/api';
import { hostileCorpus, xlsxOf, xlsxZipBomb } from '../../../test/support/hostile-files';
import { testEnv } from '../../../test/support/test-env';

const TABLES = '/v1/translation/localization-table';

function upload(api: Api, filename: string, bytes: Buffer): Promise<ApiAnswer> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), filename);
  return api.post('/v1/translation/files', form);
}

async function settled(api: Api, id: string, timeoutMs = 90_000): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const table = expectOk(await api.get(`${TABLES}/${id}`));
    if (table.status !== 'pending' || Date.now() > deadline) return table;
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function uploadedTable(api: Api, filename: string, bytes: Buffer, extra: object = {}): Promise<ApiAnswer> {
  const path = expectOk(await upload(api, filename, bytes)).path;
  return api.post(TABLES, { sourceLanguage: 'en', targetLanguages: ['es'], sourceFile: path, ...extra });
}

async function download(api: Api, id: string): Promise<Response> {
  const link = expectOk(await api.get(`${TABLES}/${id}/download`));
  const response = await fetch(link.downloadUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  return response;
}

/**
 * Sends a POST on a `Connection: close` socket as a busy client does: the head and 64 kB of the
 * body, then nothing for 300 ms, then the rest. Gives back what the client read, whether the
 * answer came only after the whole body was sent, and the socket error it saw if any.
 */
function busyClientPost(path: string, headers: Record<string, string>, body: Buffer) {
  const url = new URL(path, testEnv().gatewayUrl);
  const head = [`POST ${url.pathname} HTTP/1.1`, `Host: ${url.host}`, 'Connection: close'];
  for (const [name, value] of Object.entries({ ...headers, 'Content-Length': String(body.length) }))
    head.push(`${name}: ${value}`);
  return new Promise<{ answer: string; answeredAfterBody: boolean; error?: string }>((resolve) => {
    const chunks: Buffer[] = [];
    let error: string | undefined;
    let bodySent = false;
    let answeredAfterBody = false;
    const socket = net.connect(Number(url.port), url.hostname, () => {
      socket.write(head.join('\r\n') + '\r\n\r\n');
      socket.write(body.subarray(0, 65_536));
      setTimeout(() => {
        socket.end(body.subarray(65_536));
        bodySent = true;
      }, 300);
    });
    socket.on('data', (chunk: Buffer) => {
      if (chunks.length === 0) answeredAfterBody = bodySent;
      chunks.push(chunk);
    });
    socket.on('error', (e) => (error = String(e)));
    socket.on('close', () => resolve({ answer: Buffer.concat(chunks).toString('latin1'), answeredAfterBody, error }));
  });
}

const FORMULAS =
  'key,en\nf1,=1+2\nf2,"+SUM(1;2)"\nf3,-2+3\nf4,@SUM(1+1)\nf5,"=HYPERLINK(""http://x.test"",""click"")"\n';

describe('untrusted content in and out', () => {
  let api: Api;
  let zipBomb: Buffer;

  beforeAll(async () => {
    // Built before any request: seconds of compression would leave pooled keep-alive sockets stale.
    zipBomb = xlsxZipBomb(128 * 1024 * 1024);
    ({ api } = await newOrganization());
  });

  describe('formula-safe exports', () => {
    it.each([
      ['csv', ',', /^text\/csv/],
      ['tsv', '\t', /^text\/tab-separated-values/],
    ] as const)('writes formula-like %s cells so spreadsheets show text', async (format, delimiter, type) => {
      const { id } = expectOk(await uploadedTable(api, 'formulas.csv', Buffer.from(FORMULAS), { format }));
      expect(await settled(api, id)).toMatchObject({ status: 'completed' });
      const response = await download(api, id);
      expect(response.headers.get('content-type')).toMatch(type);
      const rows: string[][] = parseCsv(await response.text(), { delimiter });
      expect(rows.slice(1).map((row) => row[0])).toEqual(['f1', 'f2', 'f3', 'f4', 'f5']);
      for (const [, cell] of rows.slice(1)) expect(cell).toMatch(/^'[=+\-@]/);
    });

    it('writes cells as translated with csvFormulaEscaping: false', async () => {
      const { id } = expectOk(
        await uploadedTable(api, 'formulas.csv', Buffer.from(FORMULAS), { csvFormulaEscaping: false }),
      );
      expect(await settled(api, id)).toMatchObject({ status: 'completed' });
      const rows: string[][] = parseCsv(await (await download(api, id)).text());
      expect(rows.slice(1).map(([, cell]) => cell[0])).toEqual(['=', '+', '-', '@', '=']);
    });

    it('answers 400 for a csvFormulaEscaping that is not a boolean', async () => {
      const answer = await api.post(TABLES, {
        sourceLanguage: 'en',
        targetLanguages: ['es'],
        content: '{"a": "b"}',
        csvFormulaEscaping: 'no',
      });
      expect(expectErrorEnvelope(answer, 400, 'BAD_REQUEST').message).toContain('csvFormulaEscaping');
    });

    it('writes XLSX text cells, never formulas', async () => {
      const bytes = await xlsxOf([
        ['key', 'en'],
        ['f1', '=1+2'],
        ['f2', '@SUM(1+1)'],
      ]);
      const { id } = expectOk(await uploadedTable(api, 'formulas.xlsx', bytes));
      expect(await settled(api, id)).toMatchObject({ status: 'completed' });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await (await download(api, id)).arrayBuffer());
      const cells: ExcelJS.Cell[] = [];
      workbook.worksheets[0].eachRow((row) => row.eachCell((cell) => cells.push(cell)));
      expect(cells.map((cell) => cell.type)).toEqual(cells.map(() => ExcelJS.ValueType.String));
    });
  });

  describe('hostile files through the upload and table path', () => {
    let before: string;

    beforeAll(async () => {
      // A table of another organization, accepted before the corpus runs, must not be disturbed.
      const { api: bystander } = await newOrganization();
      before = expectOk(
        await bystander.post(TABLES, {
          sourceLanguage: 'en',
          targetLanguages: ['es'],
          content: '{"a": "Good morning"}',
        }),
      ).id;
      api = bystander;
    });

    it.each(hostileCorpus().map((file) => [file.what, file] as const))(
      '%s: no 5xx, a clear answer',
      async (_, file) => {
        const answer = await uploadedTable(api, file.filename, file.bytes);
        if (file.expect === 'refused') {
          expect([400, 422]).toContain(answer.status);
          expect(expectErrorEnvelope(answer, answer.status).message.length).toBeGreaterThan(10);
          return;
        }
        const table = await settled(api, expectOk(answer).id);
        expect(table).toMatchObject({ status: 'completed' });
      },
    );

    it.each([
      ['nesting depth', '{"a":'.repeat(100) + '"x"' + '}'.repeat(100), 'SOURCE_MAX_DEPTH'],
      [
        'YAML aliases',
        hostileCorpus()
          .find((f) => f.filename === 'bomb.yaml')!
          .bytes.toString(),
        'SOURCE_MAX_YAML_ALIASES',
      ],
    ])('names the %s limit in the 422', async (_, content, setting) => {
      const answer = await api.post(TABLES, { sourceLanguage: 'en', targetLanguages: ['es'], content });
      const error = expectErrorEnvelope(answer, 422, 'UNPROCESSABLE');
      expect(error.message).toContain(setting);
      expect(error.details).toEqual([expect.objectContaining({ limit: setting, max: expect.any(Number) })]);
    });

    it('refuses an XLSX zip bomb (a few hundred kB, 128 MiB unpacked) before unpacking it', async () => {
      const bomb = zipBomb;
      expect(bomb.length).toBeLessThan(1024 * 1024);
      const started = Date.now();
      const error = expectErrorEnvelope(await uploadedTable(api, 'bomb.xlsx', bomb), 422, 'UNPROCESSABLE');
      expect(error.message).toContain('SOURCE_MAX_UNPACKED_BYTES');
      expect(Date.now() - started).toBeLessThan(20_000);
    });

    it('keeps a __proto__ key as a key of the table', async () => {
      const { id } = expectOk(
        await uploadedTable(api, 'proto.json', Buffer.from('{"__proto__": {"x": "Hello"}, "ok": "Yes"}')),
      );
      expect(await settled(api, id)).toMatchObject({ status: 'completed' });
      expect(Object.keys(JSON.parse(await (await download(api, id)).text()))).toEqual(['__proto__.x', 'ok']);
    });

    it('answers 413 for a 60 MB upload', async () => {
      expectErrorEnvelope(
        await upload(api, 'huge.json', Buffer.alloc(60 * 1024 * 1024, 'a')),
        413,
        'PAYLOAD_TOO_LARGE',
      );
    });

    // Closing the socket while the client still writes would make its write fail (EPIPE), and a
    // client may then lose the answer it has not read yet.
    it('reads the rest of a body over the limit before answering 413, so the client can finish sending', async () => {
      const body = Buffer.from(JSON.stringify({ text: 'x'.repeat(1_100_000), targetLanguage: 'es' }));
      const headers = { 'X-Api-Key': api.key ?? '', 'Content-Type': 'application/json' };
      const { answer, answeredAfterBody, error } = await busyClientPost('/v1/translation/translate', headers, body);
      expect(error).toBeUndefined();
      expect(answeredAfterBody).toBe(true);
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    });

    it('answers 400 for an empty upload, naming the file', async () => {
      const error = expectErrorEnvelope(await upload(api, 'empty.json', Buffer.alloc(0)), 400, 'BAD_REQUEST');
      expect(error.message).toContain('empty.json is empty');
    });

    it('keeps a ../ file name inside its upload folder', async () => {
      const data = expectOk(await upload(api, '../../etc/passwd.json', Buffer.from('{"a": "Hello"}')));
      expect(data.path).toMatch(/^uploads\/[0-9a-f-]{36}\/[^/]*$/);
    });

    it('answers 400 for a JSON body nested 20,000 levels, naming the limit', async () => {
      const body = `{"sourceLanguage": "en", "targetLanguages": ${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
      const error = expectErrorEnvelope(await api.post(TABLES, body), 400, 'BAD_REQUEST');
      expect(error.message).toContain('JSON_MAX_DEPTH');
    });

    it('stays healthy, and a table accepted before the corpus completes', async () => {
      expect(expectOk(await api.get('/v1/health'))).toMatchObject({ health: 'up' });
      expect(await settled(api, before)).toMatchObject({ status: 'completed' });
    });
  });

  describe('security headers', () => {
    const expectSecurityHeaders = (headers: Headers) => {
      expect(headers.get('x-powered-by')).toBeNull();
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('no-referrer');
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    };

    it.each([
      ['a success', () => api.get('/v1/health'), 200],
      ['a missing key', () => new Api(null).get('/v1/health'), 401],
      ['malformed JSON', () => api.post(TABLES, '{"a":'), 400],
      ['an unknown route', () => api.get('/v1/nothing-here'), 404],
      ['a probe', () => new Api(null).get('/livez'), 200],
    ])('are on %s', async (_, call, status) => {
      const answer = await call();
      expect(answer.status).toBe(status);
      expectSecurityHeaders(answer.headers);
      expect(answer.headers.get('strict-transport-security')).toBeNull();
    });

    it.each([
      ['the docs page', '/docs'],
      ['the web app', '/app'],
    ])('are on %s, whose scripts are all files', async (_, path) => {
      const response = await fetch(`${testEnv().gatewayUrl}${path}`);
      expect(response.status).toBe(200);
      expectSecurityHeaders(response.headers);
      const html = await response.text();
      expect(html).toMatch(/<script[^>]*\ssrc=/);
      expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    });

    it('add Strict-Transport-Security when served over https', async () => {
      const answer = await api.get('/v1/health', { 'X-Forwarded-Proto': 'https' });
      expect(answer.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    });
  });
});
