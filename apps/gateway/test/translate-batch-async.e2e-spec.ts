import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { Api, ApiAnswer, expectErrorEnvelope, expectOk, newOrganization } from '../../../test/support/api';
import { testEnv } from '../../../test/support/test-env';

/** `POST/GET /v1/translation/translate-batch-async` through the gateway, Apertium as the engine. */
describe('asynchronous batch translation', () => {
  let api: Api;
  let db: Client;

  beforeAll(async () => {
    ({ api } = await newOrganization());
    db = new Client({ connectionString: testEnv().databaseUrl });
    await db.connect();
  });
  afterAll(() => db.end());

  const start = (body: unknown, headers?: Record<string, string>) =>
    api.post('/v1/translation/translate-batch-async', body, headers);

  async function finished(id: string, reader = api): Promise<any> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const job = expectOk(await reader.get(`/v1/translation/translate-batch-async/${id}`));
      if (job.status !== 'PENDING' || Date.now() > deadline) return job;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('answers PENDING at once, then READY with the blocking batch result', async () => {
    const body = {
      sourceLanguage: 'en',
      targetLanguage: 'es',
      texts: ['Good morning', `The house is big ${randomUUID().slice(0, 4)}`, '   '],
    };
    const started = expectOk(await start(body));
    expect(Object.keys(started).sort()).toEqual(['job_id', 'status']);
    expect(started.status).toBe('PENDING');

    const pending = expectOk(await api.get(`/v1/translation/translate-batch-async/${started.job_id}`));
    expect(pending).toMatchObject({ id: started.job_id, sourceLanguage: 'en', targetLanguage: 'es' });
    expect(['PENDING', 'READY']).toContain(pending.status);
    if (pending.status === 'PENDING') {
      expect(pending).not.toHaveProperty('result');
      expect(pending).not.toHaveProperty('error');
    }

    const job = await finished(started.job_id);
    expect(job.status).toBe('READY');
    expect(job).not.toHaveProperty('error');
    expect(job.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(job.completedAt)).toBeGreaterThanOrEqual(Date.parse(job.createdAt));
    const blocking = expectOk(await api.post('/v1/translation/translate-batch', body));
    expect(job.result).toEqual(blocking);
    expect(job.result.translations[0].content).toMatch(/Buenos días/i);
  });

  it('records the credits once, when the job completes', async () => {
    const own = await newOrganization();
    const body = { sourceLanguage: 'en', targetLanguage: 'es', texts: ['One two three', 'four five'] };
    const { job_id } = expectOk(await own.api.post('/v1/translation/translate-batch-async', body));
    const job = await finished(job_id, own.api);
    expect(job.result.batch_summary.total_credits).toBe(5);
    const { rows } = await db.query(
      `SELECT items, words, credits::float AS credits FROM translation.usage_records
        WHERE key_id = $1 AND operation = 'translate-batch-async'`,
      [own.keyId],
    );
    expect(rows).toEqual([{ items: 2, words: 5, credits: 5 }]);
  });

  it('keeps per-text failures inside a READY result, like the blocking batch', async () => {
    const { job_id } = expectOk(
      await start({
        sourceLanguage: 'auto',
        targetLanguage: 'es',
        texts: ['Good evening, my friends', 'Hyvää huomenta kaikille ystäville'],
      }),
    );
    const job = await finished(job_id);
    expect(job.status).toBe('READY');
    expect(job.result.batch_summary.total).toBe(2);
  });

  describe('a bad request is refused before a job exists', () => {
    const ok = { sourceLanguage: 'en', targetLanguage: 'es', texts: ['Hello'] };
    it.each<[string, unknown, number]>([
      ['more than 20 texts', { ...ok, texts: Array.from({ length: 21 }, () => 'Hi') }, 400],
      ['no texts', { ...ok, texts: [] }, 400],
      ['contexts of another length', { ...ok, contexts: [null, 'x'] }, 400],
      ['an unknown language', { ...ok, targetLanguage: 'qq' }, 400],
      ['a pair the engine cannot translate', { ...ok, targetLanguage: 'ja' }, 400],
      ['a glossary that does not exist', { ...ok, glossaryId: randomUUID() }, 404],
    ])('%s', async (_name, body, status) => {
      const before = await db.query(`SELECT count(*)::int AS n FROM translation.batch_jobs`);
      expectErrorEnvelope(await start(body), status);
      const after = await db.query(`SELECT count(*)::int AS n FROM translation.batch_jobs`);
      expect(after.rows[0].n).toBe(before.rows[0].n);
    });

    it('a glossary of another organization is a 404', async () => {
      const other = await newOrganization();
      const created = await other.api.post('/v1/translation/glossaries', { name: 'theirs', languages: ['en', 'es'] });
      const glossary = expectOk(created, created.status);
      expectErrorEnvelope(await start({ ...ok, glossaryId: glossary.id }), 404, 'NOT_FOUND');
    });

    it('an X-Webhook-Url that is not http(s) is a 400', async () => {
      const answer = await start(ok, { 'X-Webhook-Url': 'ftp://example.com/hook' });
      expect(expectErrorEnvelope(answer, 400, 'BAD_REQUEST').message).toMatch(/X-Webhook-Url/);
    });
  });

  it('answers 404 for an unknown id, a malformed id and another organization’s job', async () => {
    const { job_id } = expectOk(await start({ sourceLanguage: 'en', targetLanguage: 'es', texts: ['Hello'] }));
    const other = await newOrganization();
    const answers: ApiAnswer[] = [
      await api.get(`/v1/translation/translate-batch-async/${randomUUID()}`),
      await api.get('/v1/translation/translate-batch-async/not-a-job'),
      await other.api.get(`/v1/translation/translate-batch-async/${job_id}`),
    ];
    for (const answer of answers) expectErrorEnvelope(answer, 404, 'NOT_FOUND');
  });
});
