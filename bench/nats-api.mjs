// Benchmark: one cached translation through the NATS API (api.v1.translation.translate, as the
// `integration` NATS user with an API key header) against the same through REST
// (POST /v1/translation/translate), on one cluster: the same front-door checks (key cache, rate
// limit, validation) and the same translation service and cache behind both.
//
// Two loads per door: one client sending one request at a time (latency), and CONNECTIONS
// concurrent requests for DURATION seconds (throughput; autocannon for REST, as many nats.js
// requests in flight on one connection for NATS).
//
//   npm run build && node bench/nats-api.mjs [--duration 10] [--connections 32] [--sequential 500]
import { connect, headers as natsHeaders, JSONCodec, nkeyAuthenticator } from 'nats';
import { performance } from 'node:perf_hooks';
import { arg, autocannonRunner, cachedTranslateLoad, post, startBenchCluster } from './translate-cluster.mjs';

const DURATION = arg('duration', 10);
const CONNECTIONS = arg('connections', 32);
const SEQUENTIAL = arg('sequential', 500);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const summary = (latencies) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  const fixed = (v) => Number(v.toFixed(2));
  return { n: sorted.length, p50: fixed(percentile(sorted, 50)), p99: fixed(percentile(sorted, 99)) };
};

const autocannonRun = autocannonRunner({ duration: DURATION, connections: CONNECTIONS });

const cluster = await startBenchCluster({ apps: ['auth', 'translation'] });
const json = JSONCodec();
const prefix = cluster.env.NATS_SUBJECT_PREFIX ? `${cluster.env.NATS_SUBJECT_PREFIX}.` : '';
const subject = `${prefix}api.v1.translation.translate`;
const body = { sourceLanguage: 'en', targetLanguage: 'es', text: 'Hello world' };
// Another team's client: the integration user's seed, nats.js's default inbox.
const nc = await connect({
  servers: cluster.natsUrl,
  authenticator: nkeyAuthenticator(new TextEncoder().encode(cluster.natsKeys.integration.seed)),
});
const h = natsHeaders();
h.set('X-Api-Key', cluster.key);
const payload = json.encode(body);
const natsTranslate = async () => {
  const reply = json.decode((await nc.request(subject, payload, { headers: h, timeout: 10_000 })).data);
  if (reply.status !== 'ok') throw new Error(`NATS API: ${JSON.stringify(reply)}`);
  return reply.data;
};
const restTranslate = async () => (await post(cluster.baseUrl, cluster.key, '/v1/translation/translate', body)).data;

async function sequential(call) {
  const latencies = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const start = performance.now();
    await call();
    latencies.push(performance.now() - start);
  }
  return summary(latencies);
}

/** CONNECTIONS requests in flight for DURATION seconds; answers req/s and latency. */
async function natsConcurrent() {
  const latencies = [];
  const until = performance.now() + DURATION * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const start = performance.now();
        await natsTranslate();
        latencies.push(performance.now() - start);
      }
    }),
  );
  return { rps: Math.round(latencies.length / DURATION), ...summary(latencies) };
}

let exitCode = 1;
try {
  const [viaRest, viaNats] = [await restTranslate(), await natsTranslate()];
  if (!viaRest.includes('Hola') || viaNats !== viaRest) throw new Error(`REST ${viaRest} vs NATS ${viaNats}`);
  // Warm-up: JIT, connection pools, the key cache.
  const request = await cachedTranslateLoad(cluster, autocannonRun);
  await sequential(natsTranslate);

  const restOne = await sequential(restTranslate);
  const natsOne = await sequential(natsTranslate);
  const restLoad = await autocannonRun(request);
  const failures = (restLoad.non2xx ?? 0) + (restLoad.errors ?? 0) + (restLoad.timeouts ?? 0);
  if (failures > 0) throw new Error(`REST: ${failures} failed requests`);
  const natsLoad = await natsConcurrent();
  const rest = {
    rps: Math.round(restLoad.requests.average),
    p50: restLoad.latency.p50,
    p99: restLoad.latency.p99,
  };

  console.log(`\ncached translate: NATS API vs REST (${CONNECTIONS} in flight, ${DURATION} s)`);
  const line = (label, door, r) =>
    console.log(`  ${label.padEnd(30)} ${door}  ${r.rps ? `${r.rps} req/s  ` : ''}p50 ${r.p50} ms  p99 ${r.p99} ms`);
  line(`one at a time (${SEQUENTIAL} requests)`, 'REST', restOne);
  line('', 'NATS', natsOne);
  line(`${CONNECTIONS} in flight`, 'REST', rest);
  line('', 'NATS', natsLoad);
  console.log(`  NATS/REST throughput: ${(natsLoad.rps / rest.rps).toFixed(2)}`);
  console.log(`FIGURES ${JSON.stringify({ restOne, natsOne, rest, nats: natsLoad })}`);
  exitCode = 0;
} catch (error) {
  console.error(error);
} finally {
  await nc.close();
  await cluster.stop();
}
process.exit(exitCode);
