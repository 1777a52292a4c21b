import { randomUUID } from 'node:crypto';
import { Api, ApiAnswer, expectErrorEnvelope, expectOk } from '../../../test/support/api';
import { BackendService, FaultCluster } from '../../../test/support/fault-cluster';
import { FakeLlmControl } from '../../../test/support/fake-llm';

const GLOSSARIES = '/v1/translation/glossaries';
const TABLES = '/v1/translation/localization-table';
/** The gateway's deadline for a service's answer (DEFAULT_RPC_TIMEOUT_MS), plus a busy machine's slack. */
const CALLER_DEADLINE_MS = 10_000 + 5_000;

async function timed(call: () => Promise<ApiAnswer>): Promise<ApiAnswer & { ms: number }> {
  const started = Date.now();
  const answer = await call();
  return { ...answer, ms: Date.now() - started };
}

/** Answered before the caller's deadline, and either a success or the 503 of an unavailable service. */
function expectOkOrUnavailable(answer: ApiAnswer & { ms: number }) {
  expect(answer.ms).toBeLessThan(CALLER_DEADLINE_MS);
  if (answer.status === 200) return;
  expectErrorEnvelope(answer, 503, 'ENGINE_UNAVAILABLE');
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Faults on a cluster of this file's own (test/support/fault-cluster.ts): each service process
 * killed while requests are in flight, PostgreSQL restarted under load, and work accepted before
 * a fault finishing after it. Callers get the SPEC envelope with 503 ENGINE_UNAVAILABLE within
 * their deadline, never a hang or a 500, and the cluster recovers without restarting any app.
 */
describe('faults', () => {
  let cluster: FaultCluster;
  let api: Api;
  let glossaryId: string;

  beforeAll(async () => {
    // The quality score needs a model: the test run's fake one.
    cluster = await FaultCluster.start({
      LLM_BASE_URL: new FakeLlmControl().baseUrl,
      LLM_MODEL: 'fake-model',
      LLM_API_KEY: 'fake-key',
      TRANSLATION_ENGINE: 'apertium',
    });
    api = cluster.api;
    glossaryId = expectOk(await api.post(GLOSSARIES, { name: `faults-${randomUUID()}`, languages: ['en', 'es'] })).id;
    expectOk(
      await api.post(`${GLOSSARIES}/${glossaryId}/terms`, {
        definitions: [
          { language: 'en', term: 'house', definition: 'a building' },
          { language: 'es', term: 'casa', definition: 'un edificio' },
        ],
      }),
    );
  }, 300_000);

  afterAll(async () => {
    await cluster.stop();
  }, 120_000);

  interface Case {
    call: () => Promise<ApiAnswer>;
    /** The service's own answer once it is back (auth refuses the unknown key, a job id is unknown). */
    answer: number;
    /**
     * Whether requests are sent while the process dies. A request in a dying process's hands gets
     * its 503 at the route's deadline: 10 s by default, which a test can wait for, but 60 s for a
     * term count and 180 s for a translation or a quality score (README "Hardening").
     */
    inFlight: boolean;
  }
  const cases: Record<BackendService, Case> = {
    auth: {
      call: () => new Api(`tsk_${randomUUID().replace(/-/g, '')}`, cluster.url).get(GLOSSARIES),
      answer: 401,
      inFlight: true,
    },
    glossary: { call: () => api.get(GLOSSARIES), answer: 200, inFlight: true },
    'term-counter': {
      call: () =>
        api.post(`${GLOSSARIES}/${glossaryId}/terms/count`, { sourceLanguage: 'en', sourceText: 'A house, a house.' }),
      answer: 200,
      inFlight: false,
    },
    translation: {
      call: () => api.get(`/v1/translation/translate-batch-async/${randomUUID()}`),
      answer: 404,
      inFlight: true,
    },
    metrics: {
      call: () =>
        api.post('/v1/translation/fluency-score', {
          sourceLang: 'en',
          targetLang: 'es',
          sourceText: 'Hello',
          translatedText: 'Hola',
        }),
      answer: 200,
      inFlight: false,
    },
    localization: { call: () => api.get(TABLES), answer: 200, inFlight: true },
    memory: { call: () => api.get('/v1/translation/memories'), answer: 200, inFlight: true },
  };

  describe.each(Object.keys(cases) as BackendService[])('the %s process killed', (service) => {
    it('callers get 503 ENGINE_UNAVAILABLE within their deadline, and answers again once restarted', async () => {
      const { call, answer, inFlight } = cases[service];
      expect((await call()).status).toBe(answer);
      const during = inFlight ? Array.from({ length: 4 }, () => timed(call)) : [];
      await cluster.kill(service);
      for (const a of await Promise.all(during)) if (a.status !== answer) expectOkOrUnavailable(a);
      const whileDown = await timed(call);
      expect(whileDown.ms).toBeLessThan(CALLER_DEADLINE_MS);
      expect(expectErrorEnvelope(whileDown, 503, 'ENGINE_UNAVAILABLE').message).toContain(service);

      await cluster.startApp(service);
      expect((await call()).status).toBe(answer);
    }, 180_000);
  });

  describe('PostgreSQL restarted under load', () => {
    it('fails requests with 503 while it is down and serves them again after, no app restarted', async () => {
      const pids = new Map([...cluster.apps].map(([name, app]) => [name, app.child.pid]));
      const answers: (ApiAnswer & { ms: number; at: number })[] = [];
      const loading = { on: true };
      const load = (async () => {
        for (let i = 0; loading.on; i++) {
          const call =
            i % 2 === 0
              ? () => api.get(`${GLOSSARIES}/${glossaryId}/terms`)
              : () => api.post(GLOSSARIES, { name: `under-load-${randomUUID()}`, languages: ['en'] });
          answers.push({ ...(await timed(call)), at: Date.now() });
        }
      })();
      await new Promise((r) => setTimeout(r, 1_000));
      await cluster.postgres.stop();
      const downAt = Date.now();
      await until('a 503 while the database is down', async () =>
        answers.some((a) => a.at > downAt && a.status === 503) ? true : undefined,
      );
      await new Promise((r) => setTimeout(r, 2_000));
      await cluster.postgres.start();
      const upAt = Date.now();
      await until('successes after the database is back', async () =>
        answers.filter((a) => a.at > upAt && a.status === 200).length >= 4 ? true : undefined,
      );
      loading.on = false;
      await load;

      for (const answer of answers) expectOkOrUnavailable(answer);
      const unavailable = answers.find((a) => a.status === 503);
      expect(unavailable?.body.error.message).toMatch(/database is unavailable/);
      expect(new Map([...cluster.apps].map(([name, app]) => [name, app.child.pid]))).toEqual(pids);
      for (const app of cluster.apps.values()) expect(app.child.exitCode).toBeNull();
      expect(expectOk(await api.get(`${GLOSSARIES}/${glossaryId}`)).id).toBe(glossaryId);
    }, 180_000);
  });

  describe('NATS restarted under load', () => {
    it('fails requests with 503 while it is down and serves them again after, no app restarted', async () => {
      const pids = new Map([...cluster.apps].map(([name, app]) => [name, app.child.pid]));
      // A key on a rate-limited plan: its counts live in a JetStream bucket on the NATS server.
      const limited = new Api(await cluster.newKey('pro'), cluster.url);
      const answers: (ApiAnswer & { ms: number; at: number; route: string })[] = [];
      const loading = { on: true };
      const steady = (route: string, call: () => Promise<ApiAnswer>) =>
        (async () => {
          while (loading.on) {
            answers.push({ ...(await timed(call)), at: Date.now(), route });
            await new Promise((r) => setTimeout(r, 100));
          }
        })();
      let upAt = Infinity;
      const load = [
        steady('translate', () =>
          api.post('/v1/translation/translate', { sourceLanguage: 'en', targetLanguage: 'es', text: 'Good morning' }),
        ),
        steady('glossary read', () => api.get(`${GLOSSARIES}/${glossaryId}/terms`)),
        steady('limited read', () => limited.get(GLOSSARIES)),
      ];
      try {
        await new Promise((r) => setTimeout(r, 1_000));
        await cluster.nats.halt();
        const downAt = Date.now();
        await until('a 503 while NATS is down', async () =>
          answers.some((a) => a.at > downAt && a.status === 503) ? true : undefined,
        );
        await cluster.nats.resume();
        upAt = Date.now();
        await until(
          'successes on every route after NATS is back',
          async () =>
            ['translate', 'glossary read', 'limited read'].every(
              (route) => answers.filter((a) => a.route === route && a.at > upAt && a.status === 200).length >= 3,
            )
              ? true
              : undefined,
          120_000,
        );
      } finally {
        loading.on = false;
        await Promise.all(load);
      }

      for (const answer of answers) expectOkOrUnavailable(answer);
      // Once a route succeeds again, it keeps succeeding.
      for (const route of ['translate', 'glossary read', 'limited read']) {
        const after = answers.filter((a) => a.route === route && a.at > upAt);
        const first = after.findIndex((a) => a.status === 200);
        expect(after.slice(first).map((a) => a.status)).toEqual(after.slice(first).map(() => 200));
      }
      // The rate limiter counts again within seconds (failing open, it answers its whole limit as remaining).
      await until(
        'the rate limiter counting again',
        async () => {
          const { headers } = await limited.get(GLOSSARIES);
          return Number(headers.get('ratelimit-remaining')) < Number(headers.get('ratelimit-limit')) ? true : undefined;
        },
        30_000,
      );
      expect(new Map([...cluster.apps].map(([name, app]) => [name, app.child.pid]))).toEqual(pids);
      for (const app of cluster.apps.values()) expect(app.child.exitCode).toBeNull();
    }, 300_000);
  });

  describe('work accepted before a fault completes after it', () => {
    const table = () =>
      api.post(TABLES, { sourceLanguage: 'en', targetLanguages: ['es'], content: '{"greeting": "Hello"}' });
    const tableStatus = (id: string) =>
      until(`table ${id}`, async () => {
        const answer = await api.get(`${TABLES}/${id}`);
        return answer.status === 200 && answer.body.data.status !== 'pending' ? answer.body.data.status : undefined;
      });

    it('a localization table whose worker was killed is completed by the restarted worker', async () => {
      const { id } = expectOk(await table());
      await cluster.kill('localization');
      await cluster.startApp('localization');
      expect(await tableStatus(id)).toBe('completed');
    }, 180_000);

    const restarts = {
      PostgreSQL: { halt: () => cluster.postgres.stop(), resume: () => cluster.postgres.start() },
      NATS: { halt: () => cluster.nats.halt(), resume: () => cluster.nats.resume() },
    };
    it.each(Object.keys(restarts) as (keyof typeof restarts)[])(
      'a localization table and an async batch job accepted just before %s restarts complete',
      async (server) => {
        const { id } = expectOk(await table());
        const job = expectOk(
          await api.post('/v1/translation/translate-batch-async', {
            sourceLanguage: 'en',
            targetLanguage: 'es',
            texts: ['Hello', 'Good morning'],
          }),
        );
        await restarts[server].halt();
        await new Promise((r) => setTimeout(r, 2_000));
        await restarts[server].resume();
        expect(await tableStatus(id)).toBe('completed');
        const finished = await until('the batch job', async () => {
          const answer = await api.get(`/v1/translation/translate-batch-async/${job.job_id}`);
          return answer.status === 200 && answer.body.data.status !== 'PENDING' ? answer.body.data : undefined;
        });
        expect(finished).toMatchObject({
          status: 'READY',
          result: { translations: [expect.anything(), expect.anything()] },
        });
      },
      180_000,
    );
  });
});
