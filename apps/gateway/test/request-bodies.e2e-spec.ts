import { readFileSync } from 'node:fs';
import { Api, expectErrorEnvelope, expectOk, newOrganization } from '../../../test/support/api';
import { BodyEncoding, compressed, compressionBomb } from '../../../test/support/body-bombs';
import { RunningApp, startExtraApp } from '../../../test/support/processes';

/** The gateway's JSON body limit (CONTRACT: 1 MiB), which applies to the decoded body. */
const LIMIT = 1024 * 1024;
const GIB = 1024 * 1024 * 1024;
const ENCODINGS: BodyEncoding[] = ['gzip', 'deflate', 'br'];

/** A translate request padded with trailing JSON whitespace to exactly `bytes` bytes. */
function translateBodyOf(bytes: number, text = 'Hello world'): string {
  const json = JSON.stringify({ sourceLanguage: 'en', targetLanguage: 'es', text });
  return json + ' '.repeat(bytes - json.length);
}

/** Resident memory of a process, from the kernel (what a Kubernetes memory limit counts). */
function residentBytes(pid: number): number {
  const line = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(line?.[1]) * 1024;
}

describe('request bodies sent with a Content-Encoding', () => {
  let api: Api;
  const bombs = new Map<BodyEncoding, Buffer>();

  beforeAll(async () => {
    ({ api } = await newOrganization());
    for (const encoding of ENCODINGS) bombs.set(encoding, await compressionBomb(encoding, GIB));
  });

  const translate = (client: Api, body: Uint8Array | string, headers: Record<string, string>) =>
    client.post('/v1/translation/translate', body, headers);

  it.each(ENCODINGS)('refuses a %s body that inflates to 1 GiB with a 413, decoding no further', async (encoding) => {
    const bomb = bombs.get(encoding)!;
    expect(bomb.length).toBeLessThan(LIMIT);
    const error = expectErrorEnvelope(
      await translate(api, bomb, { 'Content-Encoding': encoding }),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    expect(error.message).toMatch(/size limit/);
  });

  it.each(ENCODINGS)('accepts a %s body that decodes to just under the limit', async (encoding) => {
    const body = await compressed(encoding, translateBodyOf(LIMIT - 16));
    const data = expectOk(await translate(api, body, { 'Content-Encoding': encoding }));
    expect(data).toMatch(/mundo/i);
  });

  it('refuses a gzip body that decodes to one byte over the limit', async () => {
    const body = await compressed('gzip', translateBodyOf(LIMIT + 1));
    expectErrorEnvelope(await translate(api, body, { 'Content-Encoding': 'gzip' }), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('refuses a truncated gzip body with a 400 naming the encoding', async () => {
    const whole = await compressed('gzip', translateBodyOf(10_000));
    const answer = await translate(api, whole.subarray(0, Math.floor(whole.length / 2)), {
      'Content-Encoding': 'gzip',
    });
    expect(expectErrorEnvelope(answer, 400, 'BAD_REQUEST').message).toMatch(/not valid gzip/);
  });

  it('refuses a body that is not in the encoding it claims with a 400', async () => {
    const answer = await translate(api, translateBodyOf(200), { 'Content-Encoding': 'br' });
    expect(expectErrorEnvelope(answer, 400, 'BAD_REQUEST').message).toMatch(/not valid br/);
  });

  it('refuses an unknown Content-Encoding with a 415 listing the ones it reads', async () => {
    const answer = await translate(api, translateBodyOf(200), { 'Content-Encoding': 'zstd' });
    const error = expectErrorEnvelope(answer, 415, 'BAD_REQUEST');
    expect(error.message).toContain('"zstd"');
    expect(error.message).toContain('gzip');
  });

  it('refuses a compressed multipart upload with a 415 (uploads are read as sent)', async () => {
    const form = new FormData();
    form.append('sourceLanguage', 'en');
    form.append('targetLanguage', 'es');
    form.append('textContent', 'Hello world');
    const multipart = new Request('http://localhost/', { method: 'POST', body: form });
    const body = await compressed('gzip', await multipart.text());
    const answer = await translate(api, body, {
      'Content-Type': multipart.headers.get('content-type')!,
      'Content-Encoding': 'gzip',
    });
    expect(expectErrorEnvelope(answer, 415, 'BAD_REQUEST').message).toMatch(/multipart/);
  });

  describe('twenty bombs, four at a time, beside a client translating every 100 ms', () => {
    let gateway: RunningApp;

    beforeAll(async () => {
      gateway = await startExtraApp('gateway');
    });
    afterAll(() => gateway.stop());

    it('answers every other request and keeps the gateway within 50 MB of its memory', async () => {
      const own = new Api(api.key, gateway.url);
      // Warm the process up (routes, key cache, first translation) before its memory is read.
      for (let i = 0; i < 5; i++) expectOk(await translate(own, translateBodyOf(1_000), {}));
      const before = residentBytes(gateway.child.pid!);

      const attack = new AbortController();
      const bystander = (async () => {
        const statuses: number[] = [];
        while (!attack.signal.aborted) {
          statuses.push((await translate(own, translateBodyOf(200), {})).status);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return statuses;
      })();
      const queue = Array.from({ length: 20 }, (_, i) => ENCODINGS[i % ENCODINGS.length]);
      const refusals: number[] = [];
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          for (let encoding = queue.shift(); encoding; encoding = queue.shift()) {
            const answer = await translate(own, bombs.get(encoding)!, { 'Content-Encoding': encoding });
            refusals.push(answer.status);
          }
        }),
      );
      attack.abort();
      const statuses = await bystander;

      expect(refusals).toEqual(Array(20).fill(413));
      expect(statuses.length).toBeGreaterThan(0);
      expect(statuses.every((status) => status === 200)).toBe(true);
      const grownMb = (residentBytes(gateway.child.pid!) - before) / 1024 / 1024;
      expect(grownMb).toBeLessThan(50);
    });
  });
});
