import { Subjects } from '@app/contracts';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { Api, expectErrorEnvelope, expectOk } from '../../../test/support/api';
import { FakeLlmControl } from '../../../test/support/fake-llm';
import { TestNatsClient } from '../../../test/support/nats-client';
import { RunningApp, startExtraApp, startIsolatedNats } from '../../../test/support/processes';
import { testEnv } from '../../../test/support/test-env';
import { WebhookReceiver } from '../../../test/support/webhook-receiver';

const run = promisify(execFile);
const ROOT = join(__dirname, '../../..');

/**
 * A cluster of its own (own NATS, own database, so no other worker can take its jobs): the
 * translation process is killed (SIGKILL) while a job is in the model's hands, started again,
 * and the job finishes once, with one webhook. The same cluster then runs with the settings of a
 * production deployment (no language model, private webhook addresses refused).
 */
describe('asynchronous work across a killed worker', () => {
  const llm = new FakeLlmControl();
  const database = `ts_async_${process.pid}_${Date.now()}`;
  let databaseUrl: string;
  let admin: Client;
  let nats: { url: string; stop(): void };
  const apps: RunningApp[] = [];
  let api: Api;
  let hooks: WebhookReceiver;

  const translationEnv = () => ({
    NATS_URL: nats.url,
    DATABASE_URL: databaseUrl,
    LLM_BASE_URL: llm.baseUrl,
    LLM_MODEL: 'fake-model',
    LLM_API_KEY: 'fake-key',
    LLM_MAX_RETRIES: '0',
    TRANSLATION_ENGINE: 'llm',
    ASYNC_LEASE_SECONDS: '3',
    ASYNC_POLL_INTERVAL_MS: '100',
  });

  beforeAll(async () => {
    admin = new Client({ connectionString: testEnv().databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    const url = new URL(testEnv().databaseUrl);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
    for (const app of ['auth', 'translation'])
      await run(process.execPath, [join(ROOT, 'dist/apps', app, 'src/database/migrate.js')], {
        env: { ...process.env, DATABASE_URL: databaseUrl },
      });
    nats = await startIsolatedNats();
    const env = { NATS_URL: nats.url, DATABASE_URL: databaseUrl };
    apps.push(await startExtraApp('auth', env), await startExtraApp('translation', translationEnv()));
    const gateway = await startExtraApp('gateway', env);
    apps.push(gateway);
    const client = new TestNatsClient(nats.url);
    try {
      const org = await client.send(Subjects.auth.createOrganization, { name: `durable-${randomUUID()}` });
      const key = await client.send(Subjects.auth.createKey, { org: org.id, label: 'durable' });
      api = new Api(key.key, gateway.url);
    } finally {
      await client.close();
    }
    hooks = await WebhookReceiver.start();
    // Two migrations and three processes started in turn: minutes on a busy machine.
  }, 240_000);

  afterAll(async () => {
    await Promise.all(apps.map((a) => a.stop()));
    nats.stop();
    await hooks.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  });

  const translation = () => apps[1];

  it('finishes a job whose worker was killed mid-job: one result, one webhook', async () => {
    const nonce = randomUUID();
    const answer = {
      json: {
        translations: [
          { index: 0, translation: `Uno ${nonce}` },
          { index: 1, translation: `Dos ${nonce}` },
        ],
      },
      delayMs: 3_000,
    };
    await llm.addRules({ match: nonce, schema: 'batch_translation', replies: [answer] });
    const { job_id } = expectOk(
      await api.post(
        '/v1/translation/translate-batch-async',
        { sourceLanguage: 'en', targetLanguage: 'es', texts: [`One ${nonce}`, `Two ${nonce}`] },
        { 'X-Webhook-Url': hooks.url },
      ),
    );
    const deadline = Date.now() + 30_000;
    while ((await llm.requests(nonce)).length === 0) {
      if (Date.now() > deadline) throw new Error('the job never reached the model');
      await new Promise((r) => setTimeout(r, 50));
    }
    translation().child.kill('SIGKILL');
    await new Promise((resolve) => translation().child.once('exit', resolve));
    apps[1] = await startExtraApp('translation', translationEnv());

    let job: any;
    for (const until = Date.now() + 60_000; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
      job = expectOk(await api.get(`/v1/translation/translate-batch-async/${job_id}`));
      if (job.status !== 'PENDING') break;
    }
    expect(job.status).toBe('READY');
    expect(job.result.translations).toEqual([
      { index: 0, content: `Uno ${nonce}` },
      { index: 1, content: `Dos ${nonce}` },
    ]);
    // At least the killed attempt and the one that finished (a loaded machine can let the short
    // test lease run out once more: the work is redone, never stored twice).
    expect((await llm.requests(nonce)).length).toBeGreaterThanOrEqual(2);

    await hooks.waitFor(1);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(hooks.received).toHaveLength(1);
    expect(JSON.parse(hooks.received[0].body)).toEqual({ type: 'translation.batch.completed', data: job });
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const jobs = await db.query(`SELECT attempts FROM translation.batch_jobs WHERE id = $1`, [job_id]);
      expect(jobs.rows[0].attempts).toBeGreaterThanOrEqual(2);
      const deliveries = await db.query(`SELECT count(*)::int AS n FROM translation.webhook_deliveries`);
      expect(deliveries.rows).toEqual([{ n: 1 }]);
      const usage = await db.query(`SELECT count(*)::int AS n FROM translation.usage_records`);
      expect(usage.rows).toEqual([{ n: 1 }]);
    } finally {
      await db.end();
    }
  });

  describe('deployed without a language model and without WEBHOOK_ALLOW_PRIVATE', () => {
    beforeAll(async () => {
      await translation().stop();
      apps[1] = await startExtraApp('translation', {
        ...translationEnv(),
        LLM_BASE_URL: '',
        TRANSLATION_ENGINE: 'apertium',
        WEBHOOK_ALLOW_PRIVATE: 'false',
      });
    });

    it('agentic translation is a 503 naming LLM_BASE_URL, and nothing is queued', async () => {
      const answer = await api.post('/v1/translation/agentic-translate', {
        sourceLanguage: 'en',
        targetLanguage: 'es',
        textContent: 'Hello',
      });
      expect(expectErrorEnvelope(answer, 503, 'ENGINE_UNAVAILABLE').message).toContain('LLM_BASE_URL');
      const db = new Client({ connectionString: databaseUrl });
      await db.connect();
      try {
        const tasks = await db.query(`SELECT count(*)::int AS n FROM translation.agentic_tasks`);
        expect(tasks.rows).toEqual([{ n: 0 }]);
      } finally {
        await db.end();
      }
    });

    it.each([
      'http://127.0.0.1:8080/hook',
      'http://localhost/hook',
      'http://[::1]/hook',
      'http://[::ffff:10.0.0.7]/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://100.64.1.1/hook',
      'http://192.168.1.10/hook',
    ])('refuses the webhook URL %s with a 400', async (url) => {
      const answer = await api.post(
        '/v1/translation/translate-batch-async',
        { sourceLanguage: 'en', targetLanguage: 'es', texts: ['Hello'] },
        { 'X-Webhook-Url': url },
      );
      expect(expectErrorEnvelope(answer, 400, 'BAD_REQUEST').message).toMatch(/X-Webhook-Url/);
    });
  });
});
