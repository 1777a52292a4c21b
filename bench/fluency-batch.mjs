// Benchmark: a 20-item fluency batch against one fluency-score call, end to end (gateway -> NATS ->
// metrics -> model), with a fake OpenAI-compatible model that answers after 300 ms.
// Target (issue 6): the batch takes at most 1.5 times a single call.
//
//   npm run build && node bench/fluency-batch.mjs [--rounds 5] [--latency 300] [--items 20]
//
// Starts its own PostgreSQL (or uses DATABASE_URL), NATS, fake model, and the auth, metrics and
// gateway processes; every text is unique so the evaluation cache never answers.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build, ROOT } from '../scripts/lib/dependencies.mjs';
import { runAllMigrations, startApp, UNMETERED_PLAN_ENV, useNatsCredentials } from '../scripts/lib/cluster.mjs';
import { freePort, startNatsServer } from '../scripts/lib/nats.mjs';
import { dropDatabase, ensureDatabase, startEmbeddedPostgres } from '../scripts/lib/postgres.mjs';
import { startFakeLlmServer } from '../test/support/fake-llm-server.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return Number(i >= 0 ? process.argv[i + 1] : fallback);
};
const ROUNDS = arg('rounds', 5);
const LATENCY_MS = arg('latency', 300);
const ITEMS = arg('items', 20);
const TARGET_RATIO = 1.5;

const cleanups = [];
const cleanUp = async () => {
  for (const cleanup of cleanups.reverse())
    await Promise.resolve()
      .then(cleanup)
      .catch((e) => console.error(e));
  cleanups.length = 0;
};
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void cleanUp().then(() => process.exit(130)));

// The CLI connects as the bench NATS server's `admin` user.
let adminCredentials = {};
function cli(env, ...args) {
  const result = spawnSync(process.execPath, [join(ROOT, 'scripts/cli.mjs'), ...args], {
    env: { ...env, ...adminCredentials },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`cli ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout.trim().split('\n').pop();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(url, key, body) {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify(body),
  });
  const payload = await response.json();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${JSON.stringify(payload)}`);
  return { ms, data: payload.data };
}

let exitCode = 1;
try {
  if (!existsSync(join(ROOT, 'dist/apps/metrics/src/main.js'))) build();
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const pg = await startEmbeddedPostgres({ name: 'bench-postgres', port: await freePort() });
    cleanups.push(pg.stop);
    adminUrl = pg.url;
  }
  const database = `bench_${Date.now()}`;
  const databaseUrl = await ensureDatabase(adminUrl, database);
  cleanups.push(() => dropDatabase(adminUrl, database));
  const nats = await startNatsServer({
    port: await freePort(),
    name: `bench-nats-${process.pid}`,
    subjectPrefix: '',
  });
  useNatsCredentials(nats.credentialsFor);
  adminCredentials = nats.credentialsFor('admin');
  cleanups.push(
    nats.stop,
    () => rmSync(join(ROOT, '.data', `bench-nats-${process.pid}`), { recursive: true, force: true }),
    () => rmSync(join(ROOT, '.data', `bench-nats-${process.pid}-auth`), { recursive: true, force: true }),
  );
  const fake = await startFakeLlmServer({ latencyMs: LATENCY_MS });
  cleanups.push(fake.close);

  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    NATS_URL: nats.url,
    LLM_BASE_URL: `${fake.url}/v1`,
    LLM_MODEL: 'fake-model',
    ...UNMETERED_PLAN_ENV,
  };
  await runAllMigrations(env);
  const logDir = join(ROOT, '.data', 'bench-logs');
  for (const app of ['auth', 'metrics'])
    cleanups.push((await startApp(app, { env, port: await freePort(), logDir })).stop);
  const gatewayPort = await freePort();
  cleanups.push((await startApp('gateway', { env, port: gatewayPort, logDir })).stop);
  const base = `http://127.0.0.1:${gatewayPort}/v1/translation`;

  const orgId = cli(env, 'org', 'create', `bench-${Date.now()}`);
  const key = cli(env, 'key', 'create', '--org', orgId, '--label', 'bench');

  let counter = 0;
  const pair = () => {
    const n = ++counter;
    return {
      sourceText: `It makes sense to start early, item ${n}.`,
      translatedText: `Ça fait du sens de commencer tôt, élément ${n}.`,
    };
  };
  const single = () => timed(`${base}/fluency-score`, key, { sourceLang: 'en', targetLang: 'fr', ...pair() });
  const batch = () =>
    timed(`${base}/fluency-batch`, key, {
      sourceLang: 'en',
      targetLang: 'fr',
      items: Array.from({ length: ITEMS }, pair),
    });

  // Warm-up: connections, JIT, prompt files, database pool.
  await single();
  await batch();

  const singles = [];
  const batches = [];
  for (let round = 0; round < ROUNDS; round++) {
    singles.push((await single()).ms);
    const result = await batch();
    if (result.data.batch_summary.successful !== ITEMS)
      throw new Error(`batch failed: ${JSON.stringify(result.data.batch_summary)}`);
    batches.push(result.ms);
  }
  const singleMs = median(singles);
  const batchMs = median(batches);
  const ratio = batchMs / singleMs;
  const fmt = (values) => values.map((v) => v.toFixed(0)).join(', ');
  console.log(`\nfluency benchmark: model latency ${LATENCY_MS} ms, ${ROUNDS} rounds, batch of ${ITEMS}`);
  console.log(`  single call   median ${singleMs.toFixed(0)} ms   (${fmt(singles)})`);
  console.log(`  batch of ${ITEMS}   median ${batchMs.toFixed(0)} ms   (${fmt(batches)})`);
  console.log(
    `  ratio batch/single: ${ratio.toFixed(2)} (target <= ${TARGET_RATIO}: ${ratio <= TARGET_RATIO ? 'met' : 'NOT met'})`,
  );
  exitCode = ratio <= TARGET_RATIO ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  await cleanUp();
}
process.exit(exitCode);
