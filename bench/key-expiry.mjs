// Benchmark: the paced cached-translate load across API key cache expiries. With a short
// API_KEY_CACHE_TTL_MS the key expires several times during the run; the gateway's /metrics then
// tell how many verifyKey round trips it made (api_key cache misses), beside the paced latency.
//
//   node bench/key-expiry.mjs [--ttl 2000] [--rate 500] [--seconds 10]
import { pacedLoad } from './paced-load.mjs';
import { arg, autocannonRunner, cachedTranslateLoad, cpuSeconds, startBenchCluster } from './translate-cluster.mjs';

const TTL = arg('ttl', 2000);
const RATE = arg('rate', 500);
const SECONDS = arg('seconds', 10);

const misses = async (baseUrl) => {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const line = text
    .split('\n')
    .find((l) => l.startsWith('cache_lookups_total{') && l.includes('cache="api_key"') && l.includes('result="miss"'));
  return Number(line?.split(' ').at(-1) ?? 0);
};

process.env.API_KEY_CACHE_TTL_MS = String(TTL);
const cluster = await startBenchCluster({ apps: ['auth', 'translation'] });
try {
  const request = await cachedTranslateLoad(cluster, autocannonRunner({ duration: 3, connections: 32 }));
  const missesBefore = await misses(cluster.baseUrl);
  const authBefore = cpuSeconds(cluster.pids.auth);
  // No warm-up: the figure is key cache misses over exactly SECONDS.
  const paced = await pacedLoad({ ...request, rate: RATE, seconds: SECONDS, warmupSeconds: 0 });
  const verifications = (await misses(cluster.baseUrl)) - missesBefore;
  const authMs = Math.round(1000 * (cpuSeconds(cluster.pids.auth) - authBefore));
  console.log(
    `key TTL ${TTL} ms, ${RATE} req/s for ${SECONDS} s: key cache misses ${verifications} ` +
      `(${(verifications / ((SECONDS * 1000) / TTL)).toFixed(1)} per TTL), auth CPU ${authMs} ms; ` +
      `p50 ${paced.p50} ms  p90 ${paced.p90} ms  p99 ${paced.p99} ms  max ${paced.max} ms, ${paced.failed} failed`,
  );
  console.log(`FIGURES ${JSON.stringify({ ttl: TTL, rate: RATE, verifications, authMs, paced })}`);
} finally {
  await cluster.stop();
}
