import { randomUUID } from 'node:crypto';
import { DEFAULT_DOCUMENT_LIMITS, filterForFilename, segmentUnits } from '@app/document-filters';
import { Api, expectErrorEnvelope, expectOk, newOrganization } from '../../../test/support/api';
import { DOCUMENTS, documentDone, documentFixture, uploadDocument } from '../../../test/support/documents';
import { RunningApp, startExtraApp } from '../../../test/support/processes';
import { WebhookReceiver } from '../../../test/support/webhook-receiver';

/**
 * Documents (CONTRACT "Documents") through the gateway against the running cluster: Apertium
 * en -> es, the real glossary and term counter, webhooks received by a real HTTP server. The
 * files are real ones (test-data/documents/SOURCES.md).
 */
describe('documents', () => {
  let api: Api;
  const readme = documentFixture('base-passwd-README.txt');
  const paragraphs = (text: string) => text.split(/\n\s*\n/).filter((p) => p.trim() !== '').length;

  beforeAll(async () => {
    ({ api } = await newOrganization());
  });

  async function translated(fields?: Record<string, string>, headers?: Record<string, string>) {
    const accepted = expectOk(await uploadDocument(api, 'base-passwd-README.txt', readme, fields, headers));
    expect(accepted).toEqual({ id: expect.any(String), status: 'PENDING' });
    const { record, seen } = await documentDone(api, accepted.id);
    expect(record).toMatchObject({ id: accepted.id, status: 'READY' });
    return { record, seen };
  }

  /** A sentence of the README with more than five words and no markup, for memory units. */
  async function longSentence(): Promise<string> {
    const units = (await filterForFilename('README.txt').read(readme, DEFAULT_DOCUMENT_LIMITS)).units;
    return segmentUnits(units, 'en').sentences.find((s) => !s.includes('<') && s.split(' ').length > 5)!;
  }

  async function downloaded(id: string): Promise<Response> {
    const link = expectOk(await api.get(`${DOCUMENTS}/${id}/download`));
    expect(link.downloadUrl).toContain('/v1/translation/documents/downloads/');
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(3_500_000);
    const response = await fetch(link.downloadUrl);
    expect(response.status).toBe(200);
    return response;
  }

  describe('a plain text file, en -> es with Apertium', () => {
    let record: any;
    let seen: number[];

    beforeAll(async () => {
      ({ record, seen } = await translated());
    });

    it('is READY with progress, words and credits', () => {
      expect(record).toMatchObject({
        progress: 100,
        filename: 'base-passwd-README.txt',
        format: 'txt',
        sourceLanguage: 'en',
        targetLanguage: 'es',
        createdAt: expect.any(String),
        completedAt: expect.any(String),
      });
      expect(record.wordCount).toBeGreaterThan(400);
      // Each distinct sentence's words once, as translate-batch counts them.
      expect(record.credits).toBeGreaterThan(300);
      expect(record.credits).toBeLessThanOrEqual(record.wordCount);
      expect(record).not.toHaveProperty('terms');
      expect(seen.every((p, i) => i === 0 || p >= seen[i - 1])).toBe(true);
    });

    it('downloads through a signed link, without a key, as an attachment named with the target language', async () => {
      const response = await downloaded(record.id);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(response.headers.get('content-disposition')).toContain('attachment');
      expect(response.headers.get('content-disposition')).toContain('base-passwd-README.es.txt');
      const text = await response.text();
      // Spanish words, the paragraphs and the table of uids as they were.
      expect(text).toMatch(/\b(el|los|las|de|que|para)\b/);
      expect(text).not.toContain('This package supplies');
      expect(paragraphs(text)).toBe(paragraphs(readme.toString()));
      expect(text).toContain('64000 | ftn');
    });

    it('answers 404 for a token it did not sign', async () => {
      const link = expectOk(await api.get(`${DOCUMENTS}/${record.id}/download`));
      const forged = link.downloadUrl.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A'));
      const answer = await fetch(forged);
      expect(answer.status).toBe(404);
    });
  });

  it("charges the document's credits once, as the month's usage shows", async () => {
    const org = await newOrganization();
    const accepted = expectOk(await uploadDocument(org.api, 'base-passwd-README.txt', readme));
    const { record } = await documentDone(org.api, accepted.id);
    expect(record.status).toBe('READY');
    expect(expectOk(await org.api.get('/v1/usage')).usedCredits).toBe(record.credits);
  });

  it('detects the source language with auto and records it', async () => {
    const { record } = await translated({ sourceLanguage: 'auto', targetLanguage: 'es' });
    expect(record.sourceLanguage).toBe('en');
  });

  it('applies a glossary and reports its terms on the whole document', async () => {
    const glossary = expectOk(
      await api.post('/v1/translation/glossaries', { name: `documents ${randomUUID()}`, languages: ['en', 'es'] }),
    );
    expectOk(
      await api.post(`/v1/translation/glossaries/${glossary.id}/terms`, {
        definitions: [
          { language: 'en', term: 'package', definition: 'A unit of software' },
          { language: 'es', term: 'lote', definition: 'Una unidad de software' },
        ],
      }),
    );
    const { record } = await translated({ sourceLanguage: 'en', targetLanguage: 'es', glossaryId: glossary.id });
    expect(record.terms.found).toBeGreaterThan(0);
    expect(record.terms.followed).toBeGreaterThan(0);
    expect(record.terms.followed).toBeLessThanOrEqual(record.terms.found);
    expect(await (await downloaded(record.id)).text()).toMatch(/\blotes?\b/);
  });

  it('takes the translation of a sentence the memory holds, and translates the rest', async () => {
    const sentence = await longSentence();
    const memory = expectOk(await api.post('/v1/translation/memories', { name: `documents ${randomUUID()}` }));
    const remembered = `FRASE RECORDADA ${randomUUID()}`;
    expectOk(
      await api.post(`/v1/translation/memories/${memory.id}/units`, {
        units: [{ sourceLanguage: 'en', targetLanguage: 'es', source: sentence, target: remembered }],
      }),
    );
    const { record } = await translated({ sourceLanguage: 'en', targetLanguage: 'es', memoryId: memory.id });
    const text = await (await downloaded(record.id)).text();
    expect(text.replace(/\s+/g, ' ')).toContain(remembered);
    expect(text).toMatch(/\b(el|los|las|de|que)\b/);
    // The remembered sentence costs nothing: the same file without the memory costs its words more.
    const without = await translated({ sourceLanguage: 'en', targetLanguage: 'es', ignoreCache: 'true' });
    expect(record.credits).toBeGreaterThan(0);
    expect(without.record.credits - record.credits).toBeGreaterThanOrEqual(sentence.split(' ').length - 2);
  });

  it('takes a near match at or above memoryThreshold (a multipart field, read as a number)', async () => {
    const sentence = await longSentence();
    const memory = expectOk(await api.post('/v1/translation/memories', { name: `documents ${randomUUID()}` }));
    const remembered = `FRASE PARECIDA ${randomUUID()}`;
    // Letter case alone differs: a 95-99 match, below the default threshold of 100.
    const near = { sourceLanguage: 'en', targetLanguage: 'es', source: sentence.toUpperCase(), target: remembered };
    expectOk(await api.post(`/v1/translation/memories/${memory.id}/units`, { units: [near] }));
    const fields = { sourceLanguage: 'en', targetLanguage: 'es', memoryId: memory.id, memoryThreshold: '95' };
    const { record } = await translated(fields);
    expect((await (await downloaded(record.id)).text()).replace(/\s+/g, ' ')).toContain(remembered);
  });

  it('posts translation.document.completed to X-Webhook-Url, signed', async () => {
    const hooks = await WebhookReceiver.start();
    try {
      const { record } = await translated(undefined, { 'X-Webhook-Url': hooks.url });
      const [hook] = await hooks.waitFor(1);
      expect(hook.headers['webhook-signature']).toMatch(/^v1,/);
      expect(JSON.parse(hook.body)).toEqual({ type: 'translation.document.completed', data: record });
    } finally {
      await hooks.stop();
    }
  });

  describe('refusals before anything is queued', () => {
    it.each([
      ['a type that is not supported', 'tool.exe', 'MZ binary', 400, 'BAD_REQUEST'],
      ['an empty file', 'empty.txt', '', 422, 'UNPROCESSABLE'],
      ['a file with no text to translate', 'numbers.txt', '12 345\n67.890\n', 422, 'UNPROCESSABLE'],
    ])('%s', async (_, name, content, status, code) => {
      const error = expectErrorEnvelope(await uploadDocument(api, name, content), status, code);
      if (status === 400) expect(error.details?.[0].formats).toContain('txt');
    });

    it.each([
      ['no file', { sourceLanguage: 'en', targetLanguage: 'es' }, null, 400],
      ['an unknown language', { sourceLanguage: 'en', targetLanguage: 'xx-invalid-code' }, readme, 400],
      ['a pair the engine lacks', { sourceLanguage: 'en', targetLanguage: 'ja' }, readme, 400],
      [
        'ignoreCache that is not a boolean',
        { sourceLanguage: 'en', targetLanguage: 'es', ignoreCache: 'yes' },
        readme,
        400,
      ],
      ['an unknown glossary', { sourceLanguage: 'en', targetLanguage: 'es', glossaryId: randomUUID() }, readme, 404],
      ['a malformed memory id', { sourceLanguage: 'en', targetLanguage: 'es', memoryId: 'nope' }, readme, 404],
      ['an unknown memory', { sourceLanguage: 'en', targetLanguage: 'es', memoryId: randomUUID() }, readme, 404],
      ['a memoryThreshold of 0', { sourceLanguage: 'en', targetLanguage: 'es', memoryThreshold: '0' }, readme, 400],
      [
        'a memoryThreshold not a number',
        { sourceLanguage: 'en', targetLanguage: 'es', memoryThreshold: 'x' },
        readme,
        400,
      ],
    ])('%s', async (_, fields, content, status) => {
      const answer = content
        ? await uploadDocument(api, 'README.txt', content, fields)
        : await api.post(
            DOCUMENTS,
            (() => {
              const form = new FormData();
              for (const [k, v] of Object.entries(fields)) form.append(k, v);
              return form;
            })(),
          );
      expectErrorEnvelope(answer, status);
    });

    it('refuses a file over 10 MiB with 413', async () => {
      const big = Buffer.alloc(10 * 1024 * 1024 + 1, 'a');
      expectErrorEnvelope(await uploadDocument(api, 'big.txt', big), 413, 'PAYLOAD_TOO_LARGE');
    });

    it('refuses a webhook URL that is not http(s)', async () => {
      const answer = await uploadDocument(api, 'README.txt', readme, undefined, {
        'X-Webhook-Url': 'ftp://example.com/x',
      });
      expectErrorEnvelope(answer, 400, 'BAD_REQUEST');
    });
  });

  describe('history, other organizations, downloads and deletion', () => {
    let id: string;

    beforeAll(async () => {
      id = (await translated()).record.id;
    });

    it('lists documents newest first, with limit and offset', async () => {
      const newest = expectOk(await uploadDocument(api, 'again.txt', 'Good morning. The house is red.'));
      const page = expectOk(await api.get(`${DOCUMENTS}?limit=2`));
      expect(page[0].id).toBe(newest.id);
      expect(page).toHaveLength(2);
      expect(expectOk(await api.get(`${DOCUMENTS}?limit=1&offset=1`))[0].id).toBe(page[1].id);
      expectErrorEnvelope(await api.get(`${DOCUMENTS}?limit=0`), 400);
      await documentDone(api, newest.id);
    });

    it("answers another organization's document with 404", async () => {
      const other = (await newOrganization()).api;
      expectErrorEnvelope(await other.get(`${DOCUMENTS}/${id}`), 404, 'NOT_FOUND');
      expectErrorEnvelope(await other.get(`${DOCUMENTS}/${id}/download`), 404, 'NOT_FOUND');
      expectErrorEnvelope(await other.delete(`${DOCUMENTS}/${id}`), 404, 'NOT_FOUND');
      expectErrorEnvelope(await api.get(`${DOCUMENTS}/not-a-uuid`), 404, 'NOT_FOUND');
    });

    it('answers 409 for the link of a document not READY yet', async () => {
      const accepted = expectOk(await uploadDocument(api, 'README.txt', readme));
      const [record, link] = await Promise.all([
        api.get(`${DOCUMENTS}/${accepted.id}`),
        api.get(`${DOCUMENTS}/${accepted.id}/download`),
      ]);
      // The worker may be quicker than the two requests; when it was not, the link is a 409.
      if (expectOk(record).status === 'PENDING' && link.status !== 200) expectErrorEnvelope(link, 409, 'CONFLICT');
      await documentDone(api, accepted.id);
    });

    it('deletes the document and its files', async () => {
      const link = expectOk(await api.get(`${DOCUMENTS}/${id}/download`));
      expect(expectOk(await api.delete(`${DOCUMENTS}/${id}`))).toEqual({ id });
      expectErrorEnvelope(await api.get(`${DOCUMENTS}/${id}`), 404, 'NOT_FOUND');
      expect((await fetch(link.downloadUrl)).status).toBe(404);
    });
  });

  describe('with links that live one second', () => {
    let shortLived: RunningApp | undefined;
    beforeAll(async () => {
      shortLived = await startExtraApp('gateway', { DOWNLOAD_LINK_TTL_SECONDS: '1' });
    });
    afterAll(() => shortLived?.stop());

    it('answers 410 once the link has expired', async () => {
      const { record } = await translated();
      const link = expectOk(await new Api(api.key, shortLived!.url).get(`${DOCUMENTS}/${record.id}/download`));
      await new Promise((r) => setTimeout(r, Math.max(0, Date.parse(link.expiresAt) - Date.now()) + 200));
      const answer = await fetch(link.downloadUrl);
      expect(answer.status).toBe(410);
      expect((await answer.json()).error.code).toBe('GONE');
    });
  });
});
