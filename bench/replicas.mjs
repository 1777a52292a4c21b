// Benchmark: what REPLICAS buys on this machine. Uncached Apertium translations (every text
// new, so the translation app does the work) through the gateway, with one process of each app,
// then two translation processes, then two translation and two gateway processes.
//
//   npm run build && node bench/replicas.mjs [--duration 10] [--connections 16]
import autocannon from 'autocannon';
import { cpus } from 'node:os';
import { parseReplicas } from '../scripts/lib/cluster.mjs';
import { arg, post, startBenchCluster } from './translate-cluster.mjs';

const DURATION = arg('duration', 10);
const CONNECTIONS = arg('connections', 16);
const SETUPS = ['', 'translation=2', 'translation=2,gateway=2'];

function load(baseUrl, key) {
  let n = 0;
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url: `${baseUrl}/v1/translation/translate`,
        method: 'POST',
        duration: DURATION,
        connections: CONNECTIONS,
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        // A new text every time: no cache hit, every request reaches Apertium.
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({
                sourceLanguage: 'en',
                targetLanguage: 'es',
                text: `The new office opens on Monday, and team ${process.pid}-${n++} is ready.`,
              }),
            }),
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    ),
  );
}

console.log(`${cpus().length} cores; ${DURATION} s per setup, ${CONNECTIONS} connections, uncached en->es`);
for (const setup of SETUPS) {
  const cluster = await startBenchCluster({ apps: [], replicas: parseReplicas(setup) });
  try {
    await post(cluster.baseUrl, cluster.key, '/v1/translation/translate', {
      sourceLanguage: 'en',
      targetLanguage: 'es',
      text: 'Warm up',
    });
    const result = await load(cluster.baseUrl, cluster.key);
    const failed = (result.non2xx ?? 0) + (result.errors ?? 0) + (result.timeouts ?? 0);
    console.log(
      `REPLICAS=${setup || '(one each)'}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms${failed ? `, ${failed} failed` : ''}`,
    );
  } finally {
    await cluster.stop();
  }
}
