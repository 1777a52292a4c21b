import { Subjects } from '@app/contracts';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Api, ApiAnswer, expectErrorEnvelope, expectOk, newOrganization } from '../../../test/support/api';
import { TestNatsClient } from '../../../test/support/nats-client';
import { RunningApp, startExtraApp } from '../../../test/support/processes';
import { testEnv } from '../../../test/support/test-env';

const run = promisify(execFile);

/** The admin CLI as an operator runs it; answers the last line of stdout. */
async function cli(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [join(__dirname, '../../../scripts/cli.mjs'), ...args], {
    env: { ...process.env, NATS_URL: testEnv().natsUrl },
  });
  return stdout.trim().split('\n').pop() ?? '';
}

const created = (answer: ApiAnswer) => expectOk(answer, answer.status === 201 ? 201 : 200);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * CONTRACT "Plans, quotas and limits". The test cluster gives new organizations a plan without
 * limits (scripts/test.mjs); these tests put their organizations on the real plans with the CLI.
 */
describe('plans, quotas and shared limits', () => {
  let second: RunningApp;

  beforeAll(async () => {
    // A second gateway replica beside the cluster's: both count one key's requests in one store.
    second = await startExtraApp('gateway');
  }, 150_000);

  afterAll(async () => {
    await second.stop();
  });

  describe('admin CLI: org plan', () => {
    it('sets an organization plan by name or id and prints it; an unknown plan names the plans there are', async () => {
      const { organizationId, name, api } = await newOrganization();
      // The test cluster's DEFAULT_PLAN has no rate limit: no RateLimit headers.
      expect((await api.get('/v1/translation/glossaries')).headers.get('ratelimit-limit')).toBeNull();
      expect(await cli('org', 'plan', name, 'pro')).toBe('pro');
      expect(await cli('org', 'plan', organizationId, 'free')).toBe('free');
      expect((await api.get('/v1/translation/glossaries')).headers.get('ratelimit-limit')).toBe('60');

      const failed = await cli('org', 'plan', name, 'platinum').then(
        () => null,
        (error: unknown) => (error as { stderr: string }).stderr,
      );
      expect(failed).toMatch(/Plan "platinum" does not exist; plans: .*enterprise.*free.*pro/);
    }, 60_000);
  });

  describe('rate limit from the plan, shared by every gateway replica', () => {
    it('gives a 60 rpm key 60 ± 3 successes in a minute split over two gateways, then 429 with its headers', async () => {
      const { name, api, key } = await newOrganization();
      await cli('org', 'plan', name, 'free');
      const replicas = [api, new Api(key, second.url)];
      const successes = [0, 0];
      let refused: ApiAnswer | null = null;
      // A window opens with the key's first request and lasts a minute: stop just inside it.
      const until = Date.now() + 59_000;
      await Promise.all(
        [0, 1, 0, 1].map(async (replica) => {
          while (Date.now() < until) {
            const answer = await replicas[replica].get('/v1/translation/glossaries');
            if (answer.status === 200) successes[replica]++;
            else if (answer.status === 429) refused ??= answer;
            else throw new Error(`unexpected ${String(answer.status)}: ${JSON.stringify(answer.body)}`);
            await sleep(40);
          }
        }),
      );
      const total = successes[0] + successes[1];
      expect(total).toBeGreaterThanOrEqual(57);
      expect(total).toBeLessThanOrEqual(63);
      // Split over both: neither replica held a budget of its own.
      expect(Math.min(...successes)).toBeGreaterThan(10);
      expect(refused).not.toBeNull();
      const answer = refused!;
      const error = expectErrorEnvelope(answer, 429, 'RATE_LIMITED');
      expect(error.message).toMatch(/60 requests per minute/);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(answer.headers.get('ratelimit-limit')).toBe('60');
      expect(answer.headers.get('ratelimit-remaining')).toBe('0');
      expect(answer.headers.get('ratelimit-reset')).toMatch(/^\d+$/);

      // Per key: another key of the organization has a budget of its own.
      const other = await cli('key', 'create', '--org', name, '--label', 'second');
      expectOk(await new Api(other).get('/v1/translation/glossaries'));
    }, 120_000);

    it('sees a plan change on every replica within a second', async () => {
      const { name, api, key } = await newOrganization();
      await cli('org', 'plan', name, 'free');
      const replicas = [api, new Api(key, second.url)];
      for (const replica of replicas)
        expect((await replica.get('/v1/translation/glossaries')).headers.get('ratelimit-limit')).toBe('60');

      await cli('org', 'plan', name, 'pro');
      const changedAt = Date.now();
      for (const replica of replicas) {
        let limit: string | null = null;
        while (Date.now() - changedAt < 1_000) {
          limit = (await replica.get('/v1/translation/glossaries')).headers.get('ratelimit-limit');
          if (limit === '600') break;
          await sleep(20);
        }
        expect(limit).toBe('600');
      }
      expect(Date.now() - changedAt).toBeLessThan(1_000);
    }, 60_000);
  });

  describe('monthly credits', () => {
    it('refuses translation past the month credits with QUOTA_EXCEEDED while the term counter, glossaries and reads still work', async () => {
      const { organizationId, name, api } = await newOrganization();
      await cli('org', 'plan', name, 'free');
      const glossary = created(
        await api.post('/v1/translation/glossaries', { name: 'Quota', languages: ['en', 'es'] }),
      );
      created(
        await api.post(`/v1/translation/glossaries/${glossary.id as string}/terms`, {
          definitions: [{ language: 'en', term: 'world', definition: 'the planet' }],
        }),
      );

      // 5 texts of 2,000 words: exactly the free plan's 10,000 credits, which is allowed.
      const text = 'Hello world. '.repeat(1_000);
      const batch = expectOk(
        await api.post('/v1/translation/translate-batch', {
          sourceLanguage: 'en',
          targetLanguage: 'es',
          texts: Array.from({ length: 5 }, () => text),
        }),
      );
      expect(batch.batch_summary.total_credits).toBe(10_000);

      const refused = expectErrorEnvelope(
        await api.post('/v1/translation/translate', { sourceLanguage: 'en', targetLanguage: 'es', text: 'Hello' }),
        429,
        'QUOTA_EXCEEDED',
      );
      expect(refused.message).toMatch(/"free" plan/);
      expect(refused.message).toMatch(/resets on \d{4}-\d{2}-01/);
      // Asynchronous work is checked when it is accepted.
      expectErrorEnvelope(
        await api.post('/v1/translation/translate-batch-async', {
          sourceLanguage: 'en',
          targetLanguage: 'es',
          texts: ['Hello'],
        }),
        429,
        'QUOTA_EXCEEDED',
      );

      // Free of charge: the term counter, glossaries and reads.
      const counted = expectOk(
        await api.post(`/v1/translation/glossaries/${glossary.id as string}/terms/count`, {
          sourceLanguage: 'en',
          sourceText: 'Hello world',
        }),
      );
      expect(counted.source.count).toBe(1);
      created(await api.post('/v1/translation/glossaries', { name: 'Still free', languages: ['en'] }));
      expectOk(await api.get('/v1/translation/glossaries'));

      // Usage per organization and day, over NATS (what the web app's usage page reads).
      const nats = new TestNatsClient();
      try {
        const usage = await nats.send<{ usage: { credits: number }[] }>(Subjects.translation.usageByDay, {
          caller: { organizationId, keyId: 'test' },
          days: 1,
        });
        expect(usage.usage.reduce((sum, day) => sum + day.credits, 0)).toBe(10_000);
      } finally {
        await nats.close();
      }

      // A bigger plan lifts the refusal at once.
      await cli('org', 'plan', name, 'pro');
      expectOk(
        await api.post('/v1/translation/translate', { sourceLanguage: 'en', targetLanguage: 'es', text: 'Hello' }),
      );
    }, 120_000);

    it('refuses a localization table the month credits would not cover when it is accepted, and queues nothing', async () => {
      const { name, api } = await newOrganization();
      await cli('org', 'plan', name, 'free');
      const TABLES = '/v1/translation/localization-table';
      // 11 distinct strings of about 1,000 words: over the free plan's 10,000 credits for one target.
      const strings = Object.fromEntries(
        Array.from({ length: 11 }, (_, i) => [`s${String(i)}`, `Report ${String(i)}. ${'Hello world. '.repeat(500)}`]),
      );
      const refused = expectErrorEnvelope(
        await api.post(TABLES, { sourceLanguage: 'en', targetLanguages: ['es'], content: JSON.stringify(strings) }),
        429,
        'QUOTA_EXCEEDED',
      );
      expect(refused.message).toMatch(/"free" plan .* resets on \d{4}-\d{2}-01/);
      expect(expectOk(await api.get(TABLES))).toEqual([]);

      // A table within the credits is accepted as before.
      const small = { sourceLanguage: 'en', targetLanguages: ['es'], content: JSON.stringify({ greeting: 'Hello' }) };
      expect(expectOk(await api.post(TABLES, small))).toMatchObject({ status: 'pending' });
    }, 60_000);
  });
});
