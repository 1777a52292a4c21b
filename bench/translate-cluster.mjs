// Shared by the bench/translate-*.mjs benchmarks: a throwaway cluster (own PostgreSQL database,
// NATS, optional fake model) with the apps a benchmark names, an organization and an API key; and
// the autocannon load on the cached translate that several benchmarks measure.
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build, ROOT } from '../scripts/lib/dependencies.mjs';
import {
  runAllMigrations,
  startApp,
  startCluster,
  stopCluster,
  UNMETERED_PLAN_ENV,
  useNatsCredentials,
} from '../scripts/lib/cluster.mjs';
import { freePort, startNatsServer, subjectPrefixFor } from '../scripts/lib/nats.mjs';
import { dropDatabase, ensureDatabase, startEmbeddedPostgres } from '../scripts/lib/postgres.mjs';
import { startFakeLlmServer } from '../test/support/fake-llm-server.mjs';

export const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return Number(i >= 0 ? process.argv[i + 1] : fallback);
};

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// The CLI connects as the bench NATS server's `admin` user.
let adminCredentials = {};
// Clusters started by this process so far: each gets folders of its own, so that a benchmark can
// run two side by side (bench/observability.mjs alternates its load between them).
let clustersStarted = 0;
export function cli(env, ...args) {
  const result = spawnSync(process.execPath, [join(ROOT, 'scripts/cli.mjs'), ...args], {
    env: { ...env, ...adminCredentials },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`cli ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout.trim().split('\n').pop();
}

/**
 * Starts `apps` (the gateway always last) and answers {baseUrl, key, fake, natsUrl, natsKeys (every
 * user's NKey, `test` unrestricted on this server), pids, stop} (`pids`: app -> process id, without
 * replicas), metricsUrls (app -> its /metrics, likewise). With
 * `llmLatencyMs` a fake OpenAI-compatible model answers after that long.
 */
export async function startBenchCluster({ apps, env: extraEnv = {}, llmLatencyMs, replicas }) {
  const cleanups = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse())
      await Promise.resolve()
        .then(cleanup)
        .catch((e) => console.error(e));
    cleanups.length = 0;
  };
  const onSignal = () => void stop().then(() => process.exit(130));
  const signals = ['SIGINT', 'SIGTERM'];
  for (const signal of signals) process.once(signal, onSignal);
  // Run last by stop(): a benchmark that starts cluster after cluster keeps no stale listeners.
  cleanups.push(() => signals.forEach((signal) => process.off(signal, onSignal)));
  const id = ++clustersStarted === 1 ? `${process.pid}` : `${process.pid}-${clustersStarted}`;
  try {
    if (!existsSync(join(ROOT, 'dist/apps/translation/src/main.js'))) build();
    let adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) {
      // A folder of its own: other benchmarks may be running their embedded PostgreSQL.
      const name = `bench-postgres-translate-${id}`;
      const pg = await startEmbeddedPostgres({ name, port: await freePort() });
      cleanups.push(() => rmSync(join(ROOT, '.data', name), { recursive: true, force: true }), pg.stop);
      adminUrl = pg.url;
    }
    const database = `bench_${Date.now()}`;
    const databaseUrl = await ensureDatabase(adminUrl, database);
    cleanups.push(() => dropDatabase(adminUrl, database));
    const nats = await startNatsServer({
      port: await freePort(),
      name: `bench-nats-${id}`,
      subjectPrefix: subjectPrefixFor(databaseUrl),
      // An unrestricted user for the benchmarks' own bare NATS clients (bench/nats-floor.mjs).
      withTestUser: true,
    });
    useNatsCredentials(nats.credentialsFor);
    adminCredentials = nats.credentialsFor('admin');
    cleanups.push(
      nats.stop,
      () => rmSync(join(ROOT, '.data', `bench-nats-${id}`), { recursive: true, force: true }),
      () => rmSync(join(ROOT, '.data', `bench-nats-${id}-auth`), { recursive: true, force: true }),
    );
    let fake;
    if (llmLatencyMs !== undefined) {
      fake = await startFakeLlmServer({ latencyMs: llmLatencyMs });
      cleanups.push(fake.close);
    }
    const env = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      NATS_URL: nats.url,
      // As npm start does; the CLI below is told the same namespace (not the one in .data/runtime.json).
      NATS_SUBJECT_PREFIX: subjectPrefixFor(databaseUrl),
      ...UNMETERED_PLAN_ENV,
      TRANSLATION_ENGINE: 'apertium',
      LLM_BASE_URL: '',
      ...(fake ? { LLM_BASE_URL: `${fake.url}/v1`, LLM_MODEL: 'fake-model' } : {}),
      ...extraEnv,
    };
    await runAllMigrations(env);
    let pids = {};
    let metricsUrls = {};
    const logDir = join(ROOT, '.data', 'bench-logs');
    const gatewayPort = await freePort();
    if (replicas) {
      // Every app, as `npm start` runs them with REPLICAS.
      const processes = await startCluster({ env, gatewayPort, logDir, replicas });
      cleanups.push(() => stopCluster(processes));
    } else {
      const started = await Promise.all(
        apps.map(async (app) => startApp(app, { env, port: await freePort(), logDir })),
      );
      cleanups.push(...started.map((p) => p.stop));
      const gateway = await startApp('gateway', { env, port: gatewayPort, logDir });
      cleanups.push(gateway.stop);
      pids = Object.fromEntries([...started, gateway].map((p) => [p.app, p.child.pid]));
      metricsUrls = Object.fromEntries([...started, gateway].map((p) => [p.app, `http://127.0.0.1:${p.port}/metrics`]));
    }
    const orgId = cli(env, 'org', 'create', `bench-${Date.now()}`);
    const key = cli(env, 'key', 'create', '--org', orgId, '--label', 'bench');
    const natsKeys = nats.keys;
    return {
      baseUrl: `http://127.0.0.1:${gatewayPort}`,
      key,
      orgId,
      env,
      fake,
      natsUrl: nats.url,
      natsPid: nats.pid,
      natsKeys,
      databaseUrl,
      pids,
      metricsUrls,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** CPU seconds (user + system) a process, or one of its threads, has used so far, from /proc (Linux). */
export function cpuSeconds(pid, thread) {
  const stat = thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`;
  const fields = readFileSync(stat, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat; fields[0] here is field 3.
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}
const CLOCK_TICKS = 100;

export async function post(baseUrl, key, path, body) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify(body),
  });
  const payload = await response.json();
  const ms = performance.now() - started;
  if (response.status >= 300) throw new Error(`${path}: ${response.status} ${JSON.stringify(payload).slice(0, 500)}`);
  return { ms, data: payload.data };
}

/** Runs autocannon with `defaults` ({duration, connections}) under each call's own options. */
export function autocannonRunner(defaults) {
  return (options) =>
    new Promise((resolve, reject) =>
      autocannon({ ...defaults, ...options }, (err, result) => (err ? reject(err) : resolve(result))),
    );
}

/** Throws, naming the run, when any request of an autocannon result failed. */
export function assertNoFailures(result, label) {
  const failures = (result.non2xx ?? 0) + (result.errors ?? 0) + (result.timeouts ?? 0) + (result.failed ?? 0);
  if (failures > 0) throw new Error(`${label}: ${failures} failed requests`);
}

/**
 * The cached-translate request (`Hello world`, en-es) as autocannon options, after one call that
 * checks the answer and fills the cache and 3 s of load that warm the JIT and connection pools.
 */
export async function cachedTranslateLoad(cluster, run) {
  const body = { sourceLanguage: 'en', targetLanguage: 'es', text: 'Hello world' };
  const first = await post(cluster.baseUrl, cluster.key, '/v1/translation/translate', body);
  if (!first.data.includes('Hola')) throw new Error(`unexpected translation ${first.data}`);
  const request = {
    url: `${cluster.baseUrl}/v1/translation/translate`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': cluster.key },
    body: JSON.stringify(body),
  };
  await run({ ...request, duration: 3 });
  return request;
}
