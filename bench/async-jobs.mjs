// Benchmark: asynchronous batch jobs through the PostgreSQL lease queue (libs/work-queue).
// 200 jobs of 20 texts are queued against a fake model answering after 200 ms (one structured
// call per job) and drained by one, then two translation replicas (BATCH_JOB_CONCURRENCY lanes
// each); then single jobs on an idle queue show what the queue adds to the model's own time
// (completed_at - created_at - model latency, from the job rows).
// Targets (issue 10): two replicas at least 1.7 times faster; queue overhead p50 < 50 ms.
//
//   npm run build && node bench/async-jobs.mjs [--jobs 200] [--latency 200] [--singles 20] [--concurrency 4]
import pg from 'pg';
import { arg, median, post, startBenchCluster } from './translate-cluster.mjs';

const JOBS = arg('jobs', 200);
const LATENCY_MS = arg('latency', 200);
const SINGLES = arg('singles', 20);
const CONCURRENCY = arg('concurrency', 4);
const TEXTS = 20;

let counter = 0;
const job = () => ({
  sourceLanguage: 'en',
  targetLanguage: 'es',
  // Unique texts: the translation cache never answers.
  texts: Array.from({ length: TEXTS }, (_, i) => `Quarterly report ${++counter}, section ${i}.`),
});

async function withCluster(replicas, work) {
  const cluster = await startBenchCluster({
    apps: ['auth', ...Array.from({ length: replicas }, () => 'translation')],
    env: { TRANSLATION_ENGINE: 'llm', BATCH_JOB_CONCURRENCY: String(CONCURRENCY), ASYNC_POLL_INTERVAL_MS: '100' },
    llmLatencyMs: LATENCY_MS,
  });
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  try {
    const translations = Array.from({ length: TEXTS }, (_, index) => ({ index, translation: `Informe ${index}` }));
    await fetch(`${cluster.fake.url}/__control/rules`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: [{ schema: 'batch_translation', replies: [{ json: { translations } }] }] }),
    });
    return await work(cluster, db);
  } finally {
    await db.end();
    await cluster.stop();
  }
}

const pending = async (db) =>
  (await db.query(`SELECT count(*)::int AS n FROM translation.batch_jobs WHERE status = 'PENDING'`)).rows[0].n;

async function drain(cluster, db) {
  const started = performance.now();
  const queue = Array.from({ length: JOBS }, job);
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let body = queue.pop(); body; body = queue.pop())
        await post(cluster.baseUrl, cluster.key, '/v1/translation/translate-batch-async', body);
    }),
  );
  const accepted = performance.now() - started;
  while ((await pending(db)) > 0) await new Promise((r) => setTimeout(r, 50));
  const { rows } = await db.query(`SELECT status, count(*)::int AS n FROM translation.batch_jobs GROUP BY status`);
  return { ms: performance.now() - started, accepted, statuses: rows };
}

async function overhead(cluster, db) {
  const extra = [];
  for (let i = 0; i < SINGLES; i++) {
    const { data } = await post(cluster.baseUrl, cluster.key, '/v1/translation/translate-batch-async', job());
    while ((await pending(db)) > 0) await new Promise((r) => setTimeout(r, 10));
    const { rows } = await db.query(
      `SELECT extract(epoch FROM completed_at - created_at) * 1000 AS ms FROM translation.batch_jobs WHERE id = $1`,
      [data.job_id],
    );
    extra.push(Number(rows[0].ms) - LATENCY_MS);
  }
  return extra;
}

let exitCode = 1;
try {
  const one = await withCluster(1, async (cluster, db) => ({
    drain: await drain(cluster, db),
    extra: await overhead(cluster, db),
  }));
  const two = await withCluster(2, (cluster, db) => drain(cluster, db));
  const speedup = one.drain.ms / two.ms;
  const p50 = median(one.extra);
  console.log(
    `\nasync batch jobs: ${JOBS} jobs of ${TEXTS} texts, model latency ${LATENCY_MS} ms, ${CONCURRENCY} lanes per replica`,
  );
  console.log(
    `  one replica:  drained in ${(one.drain.ms / 1000).toFixed(2)} s (all accepted after ${(one.drain.accepted / 1000).toFixed(2)} s) ${JSON.stringify(one.drain.statuses)}`,
  );
  console.log(
    `  two replicas: drained in ${(two.ms / 1000).toFixed(2)} s (all accepted after ${(two.accepted / 1000).toFixed(2)} s) ${JSON.stringify(two.statuses)}`,
  );
  console.log(`  speed-up ${speedup.toFixed(2)}x (target >= 1.7: ${speedup >= 1.7 ? 'met' : 'NOT met'})`);
  console.log(
    `  queue overhead of one job over the model's ${LATENCY_MS} ms: p50 ${p50.toFixed(1)} ms, max ${Math.max(...one.extra).toFixed(1)} ms (target p50 < 50 ms: ${p50 < 50 ? 'met' : 'NOT met'})`,
  );
  exitCode = speedup >= 1.7 && p50 < 50 ? 0 : 1;
} catch (error) {
  console.error(error);
}
process.exit(exitCode);
