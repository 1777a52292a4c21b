import { ChildProcess, execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Api, expectOk, newOrganization } from '../support/api';
import { FakeLlmControl } from '../support/fake-llm';
import { freePort, startIsolatedNats } from '../support/processes';
import { createDatabase, dropDatabase } from '../support/databases';

/**
 * `npm start` as a team runs it on one machine: a second cluster started by scripts/start.mjs
 * (its own NATS server and database, the llm engine against the fake model), with two
 * translation and two gateway processes under the supervisor. Apps are killed with SIGKILL and
 * must come back; a SIGTERM must answer every request in flight.
 */
const ROOT = join(__dirname, '..', '..');
jest.setTimeout(180_000);

interface ProcessStatus {
  name: string;
  pid: number | null;
  port: number;
  ready: boolean;
  restarts: number;
}

const runtime = (): { processes?: ProcessStatus[] } =>
  JSON.parse(readFileSync(join(ROOT, '.data', 'runtime.json'), 'utf8')) as { processes?: ProcessStatus[] };
const processOf = (name: string) => runtime().processes?.find((p) => p.name === name);

/** SIGKILL to one app of this test's cluster; never `kill(0)`, which would hit our whole process group. */
function killApp(pid: number | null | undefined): void {
  if (!pid) throw new Error('no pid for the app in .data/runtime.json');
  process.kill(pid, 'SIGKILL');
}

async function until<T>(what: string, read: () => T | undefined | Promise<T | undefined>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('npm start on one machine: supervision, replicas and a clean stop', () => {
  const database = `ts_npm_start_${process.pid}`;
  const llm = new FakeLlmControl();
  let nats: { url: string; stop(): void };
  let monitorPort: number;
  let cluster: ChildProcess;
  let output = '';
  let api: Api;

  beforeAll(async () => {
    // Probe ports below Linux's ephemeral range (32768-60999): an outgoing connection of another
    // suite running beside this one may take any port in it, and a replica's probe then cannot listen.
    const [gatewayPort, probeBase] = [await freePort(), 20_000 + Math.floor(Math.random() * 12_000)];
    monitorPort = await freePort();
    nats = await startIsolatedNats({ monitorPort });
    // A database of its own: the test cluster's workers must not take this cluster's queued work.
    const databaseUrl = await createDatabase(database);
    const fake = process.env.TEST_FAKE_LLM_URL ?? '';
    cluster = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
      cwd: ROOT,
      env: {
        ...process.env,
        SKIP_BUILD: '1',
        DATABASE_URL: databaseUrl,
        NATS_URL: nats.url,
        PORT: String(gatewayPort),
        PROBE_PORT_BASE: String(probeBase),
        REPLICAS: 'translation=2,gateway=2',
        TRANSLATION_ENGINE: 'llm',
        LLM_BASE_URL: `${fake}/v1`,
        SHUTDOWN_GRACE_MS: '15000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => (output += chunk.toString());
    cluster.stdout?.on('data', collect);
    cluster.stderr?.on('data', collect);
    await until('the cluster to be ready', () => output.includes('gateway ready'), 120_000).catch((error: unknown) => {
      throw new Error(`${String(error)}; npm start wrote:\n${output.slice(-4000)}`);
    });
    const org = await newOrganization(nats.url);
    api = new Api(org.key, `http://127.0.0.1:${gatewayPort}`);
  });

  afterAll(async () => {
    if (cluster.exitCode === null) cluster.kill('SIGKILL');
    nats.stop();
    await dropDatabase(database);
  });

  const translate = (text: string) =>
    api.post('/v1/translation/translate', { sourceLanguage: 'en', targetLanguage: 'de', text });

  /**
   * A translation sent every 100 ms until `stop()`, without waiting for the one before: what each
   * answered, or `reset` when the connection itself was cut (only a killed gateway may do that).
   * A request the killed process had already taken is answered only at the gateway's deadline
   * (NATS does not tell a requester that its responder died), so `stop()` reports those as still
   * waiting instead of waiting for them.
   */
  function traffic(label: string) {
    const answered: { sentAt: number; outcome: number | 'reset' }[] = [];
    const waiting = new Set<number>();
    const timer = setInterval(() => {
      const sentAt = Date.now();
      waiting.add(sentAt);
      void translate(`${label} ${String(sentAt)} ${randomUUID()}`)
        .then((a) => a.status)
        .catch(() => 'reset' as const)
        .then((outcome) => {
          waiting.delete(sentAt);
          answered.push({ sentAt, outcome });
        });
    }, 100);
    return {
      answered,
      stop: async () => {
        clearInterval(timer);
        await until('requests sent to live apps to be answered', () => waiting.size === 0 || undefined, 10_000).catch(
          () => undefined,
        );
        return { answered, waitingSince: [...waiting] };
      },
    };
  }

  it('runs two translation replicas that both answer requests', async () => {
    const names = runtime().processes?.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['translation#1', 'translation#2', 'gateway#1', 'gateway#2']));
    const nonce = randomUUID();
    await llm.addRules({ match: nonce, replies: ['Hallo'] });
    for (let i = 0; i < 16; i++) expectOk(await translate(`Hello ${i} ${nonce}`));
    // The NATS server's own count of the replies each translation connection sent.
    const connz = (await (await fetch(`http://127.0.0.1:${monitorPort}/connz`)).json()) as {
      connections: { name?: string; out_msgs: number }[];
    };
    const replicas = connz.connections.filter((c) => c.name?.endsWith('translation-requests'));
    expect(replicas).toHaveLength(2);
    for (const replica of replicas) expect(replica.out_msgs).toBeGreaterThan(0);
  });

  it('shows every process, its pid, restarts and readiness with `npm run cli -- status`', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [join(ROOT, 'scripts/cli.mjs'), 'status'], {
      cwd: ROOT,
    });
    const lines = stdout.split('\n');
    expect(lines[0]).toMatch(/^APP\s+PID\s+PORT\s+RESTARTS\s+READINESS/);
    for (const p of runtime().processes ?? []) {
      const line = lines.find((l) => l.startsWith(`${p.name} `));
      expect(line).toMatch(new RegExp(`^${p.name}\\s+${p.pid}\\s+${p.port}\\s+0\\s+ready`));
    }
    expect(lines.filter((l) => /^(translation|gateway)#[12] /.test(l))).toHaveLength(4);
  });

  it.each(['auth#1', 'glossary#1', 'term-counter#1', 'translation#1', 'metrics#1', 'localization#1', 'gateway#1'])(
    'restarts %s after kill -9, and requests succeed again',
    async (name) => {
      const before = await until(`${name} ready`, () => {
        const p = processOf(name);
        return p?.ready ? p : undefined;
      });
      const load = traffic(`During ${name}`);
      await until('requests flowing', () => load.answered.some((a) => a.outcome === 200));
      killApp(before.pid);
      const startedAt = Date.now();
      const after = await until(`${name} back`, () => {
        const p = processOf(name);
        return p?.ready && p.restarts === before.restarts + 1 ? p : undefined;
      });
      expect(after.pid).not.toBe(before.pid);
      expect(Date.now() - startedAt).toBeLessThan(15_000);
      expect(output).toContain(`${name} exited (signal SIGKILL)`);
      const health = await until('every service healthy', async () => {
        const answer = await api.get('/v1/health');
        return answer.status === 200 ? answer : undefined;
      });
      expect(health.body.data.health).toBe('up');
      const backAt = Date.now();
      await until(
        'translations answered after the restart',
        () => load.answered.some((a) => a.sentAt > backAt) || undefined,
      );
      const { answered, waitingSince } = await load.stop();
      // While the app was down a request may be refused with 503; nothing else. Every request sent
      // once it was back is answered, and only requests sent before that may still be waiting.
      const allowed = name.startsWith('gateway') ? [200, 503, 'reset'] : [200, 503];
      expect(answered.filter((a) => !allowed.includes(a.outcome))).toEqual([]);
      expect(answered.filter((a) => a.sentAt > backAt).map((a) => a.outcome)).toEqual(expect.arrayContaining([200]));
      expect(answered.filter((a) => a.sentAt > backAt && a.outcome !== 200)).toEqual([]);
      expect(waitingSince.filter((sentAt) => sentAt > backAt)).toEqual([]);
      expectOk(await translate(`Back after ${name} ${randomUUID()}`));
    },
  );

  it('finishes a localization table accepted before its worker was killed', async () => {
    const nonce = randomUUID();
    const entries = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`key${i}`, `Text ${i} ${nonce}`]));
    const accepted = expectOk(
      await api.post('/v1/translation/localization-table', {
        sourceLanguage: 'en',
        targetLanguages: ['de'],
        content: JSON.stringify(entries),
      }),
    );
    expect(accepted).toEqual({ id: expect.any(String), status: 'pending' });
    killApp(processOf('localization#1')?.pid);
    const table = await until(
      'the table to complete',
      async () => {
        const answer = await api.get(`/v1/translation/localization-table/${accepted.id}`);
        // 503 while the localization app is being restarted.
        if (answer.status === 503) return undefined;
        const data = expectOk(answer);
        return data.status === 'pending' ? undefined : data;
      },
      90_000,
    );
    expect(table).toMatchObject({ status: 'completed' });
  });

  it('answers every request in flight when stopped with SIGTERM, then exits', async () => {
    const pids = (runtime().processes ?? []).map((p) => p.pid);
    const nonce = randomUUID();
    await llm.addRules({ match: nonce, replies: [{ content: 'Langsam', delayMs: 2_000 }] });
    const inFlight = Array.from({ length: 10 }, (_, i) => translate(`Slow ${i} ${nonce}`));
    await until('the model to have the requests', async () => (await llm.requests(nonce)).length >= 10, 10_000);
    cluster.kill('SIGTERM');
    const answers = await Promise.all(inFlight);
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.map((a) => a.body.data)).toEqual(Array(10).fill('Langsam'));
    const code = await new Promise<number | null>((resolve) => cluster.once('exit', resolve));
    expect(code).toBe(0);
    // Nothing of the cluster is left running.
    const alive = (pid: number | null) => {
      try {
        return pid !== null && process.kill(pid, 0);
      } catch {
        return false;
      }
    };
    expect(pids.filter(alive)).toEqual([]);
  });
});
