import { createHmac } from 'node:crypto';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { Api, expectOk, newOrganization } from '../../../test/support/api';
import { FakeLlmControl } from '../../../test/support/fake-llm';
import { testEnv } from '../../../test/support/test-env';
import { ReceivedWebhook, WebhookReceiver } from '../../../test/support/webhook-receiver';

const run = promisify(execFile);

/**
 * Webhooks of asynchronous work (CONTRACT "Asynchronous work", Standard Webhooks) received by a
 * real HTTP server; the cluster under test retries after 0.2 s doubling to 1 s, 4 attempts.
 */
describe('webhooks of asynchronous work', () => {
  const llm = new FakeLlmControl();
  let api: Api;
  let organizationId: string;
  let db: Client;
  const receivers: WebhookReceiver[] = [];

  beforeAll(async () => {
    ({ api, organizationId } = await newOrganization());
    db = new Client({ connectionString: testEnv().databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await Promise.all(receivers.map((r) => r.stop()));
    await db.end();
  });

  const receiver = async (statuses?: number[]) => {
    const r = await WebhookReceiver.start(statuses);
    receivers.push(r);
    return r;
  };
  /** The admin CLI's answer (its last line), as an operator would run it. */
  const cli = async (...args: string[]) => {
    const { stdout } = await run(process.execPath, [join(__dirname, '../../../scripts/cli.mjs'), ...args], {
      env: process.env,
    });
    return stdout.trim().split('\n').pop()!;
  };
  /** Independent of the service's signing library: HMAC-SHA256 over "id.timestamp.body", keyed with the decoded secret. */
  const expectedSignature = (secret: string, hook: ReceivedWebhook) => {
    const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
    const id = String(hook.headers['webhook-id']);
    const timestamp = String(hook.headers['webhook-timestamp']);
    return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${hook.body}`).digest('base64')}`;
  };
  /** The delivery row of a job or task once it is no longer pending (the receiver may hear it before the commit). */
  async function deliveryOf(subjectId: string) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const { rows } = await db.query<{ status: string; attempts: number; last_error: string | null }>(
        `SELECT status, attempts, last_error FROM translation.webhook_deliveries WHERE subject_id = $1`,
        [subjectId],
      );
      if (rows.length !== 1) throw new Error(`${rows.length} deliveries for ${subjectId}`);
      if (rows[0].status !== 'pending' || Date.now() > deadline) return rows[0];
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const startBatch = (url: string, texts = ['Good morning']) =>
    api.post(
      '/v1/translation/translate-batch-async',
      { sourceLanguage: 'en', targetLanguage: 'es', texts },
      {
        'X-Webhook-Url': url,
      },
    );

  it('posts the job record once it is READY, signed with the organization’s secret', async () => {
    const hooks = await receiver();
    const secret = await cli('org', 'webhook-secret', organizationId);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const { job_id } = expectOk(await startBatch(hooks.url));
    const [hook] = await hooks.waitFor(1);
    const job = expectOk(await api.get(`/v1/translation/translate-batch-async/${job_id}`));

    expect(hook.headers['content-type']).toBe('application/json');
    expect(Math.abs(Number(hook.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    expect(hook.headers['webhook-signature']).toBe(expectedSignature(secret, hook));
    expect(JSON.parse(hook.body)).toEqual({ type: 'translation.batch.completed', data: job });
    expect(job.status).toBe('READY');
  });

  it('retries a failing receiver with the same webhook-id and body until it answers 2xx', async () => {
    const hooks = await receiver([500, 503, 204]);
    const nonce = randomUUID();
    await llm.addRules(
      { match: nonce, replies: [`Hola ${nonce}`] },
      { match: nonce, schema: 'translation_critique', replies: [{ json: { problems: [] } }] },
    );
    const { translation_id } = expectOk(
      await api.post(
        '/v1/translation/agentic-translate',
        { sourceLanguage: 'en', targetLanguage: 'es', textContent: `Hello ${nonce}` },
        { 'X-Webhook-Url': hooks.url },
      ),
    );
    const received = await hooks.waitFor(3);
    expect(received.map((h) => h.status)).toEqual([500, 503, 204]);
    expect(new Set(received.map((h) => h.headers['webhook-id'])).size).toBe(1);
    expect(new Set(received.map((h) => h.body)).size).toBe(1);
    const event = JSON.parse(received[0].body);
    expect(event.type).toBe('translation.agentic.completed');
    expect(event.data).toMatchObject({ id: translation_id, status: 'READY', result: `Hola ${nonce}` });
    expect(await deliveryOf(translation_id)).toMatchObject({ status: 'delivered', attempts: 3 });
  });

  it('gives up after WEBHOOK_MAX_ATTEMPTS and records why', async () => {
    const hooks = await receiver([500]);
    const { job_id } = expectOk(await startBatch(hooks.url));
    await hooks.waitFor(4);
    const row = await deliveryOf(job_id);
    expect(row).toMatchObject({ status: 'failed', attempts: 4 });
    expect(row.last_error).toMatch(/Gave up after 4 attempts: receiver answered HTTP 500/);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(hooks.received).toHaveLength(4);
  });

  it('signs with the new secret once the CLI rotates it', async () => {
    const old = await cli('org', 'webhook-secret', organizationId);
    const rotated = await cli('org', 'webhook-secret', organizationId, '--rotate');
    expect(rotated).not.toBe(old);
    expect(await cli('org', 'webhook-secret', organizationId)).toBe(rotated);
    const hooks = await receiver();
    expectOk(await startBatch(hooks.url));
    const [hook] = await hooks.waitFor(1);
    expect(hook.headers['webhook-signature']).toBe(expectedSignature(rotated, hook));
    expect(hook.headers['webhook-signature']).not.toBe(expectedSignature(old, hook));
  });
});
