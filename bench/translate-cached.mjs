// Benchmark: cached single translate through the gateway (gateway -> NATS -> translation -> LRU),
// measured with autocannon beside a bare node:http hello server in the same run.
// Targets (issue 5): requests/s at least 0.25 of the bare server's; p99 under 25 ms at half the
// gateway's peak rate.
//
//   npm run build && node bench/translate-cached.mjs [--duration 10] [--connections 32]
import autocannon from 'autocannon';
import { createServer } from 'node:http';
import { arg, post, startBenchCluster } from './translate-cluster.mjs';

const DURATION = arg('duration', 10);
const CONNECTIONS = arg('connections', 32);

function run(options) {
  return new Promise((resolve, reject) => autocannon({ duration: DURATION, connections: CONNECTIONS, ...options }, (err, result) => (err ? reject(err) : resolve(result))));
}

function check(result, label) {
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) throw new Error(`${label}: ${failures} failed requests of ${result.requests.total}`);
}

const cluster = await startBenchCluster({ apps: ['auth', 'translation'] });
const hello = createServer((_, res) => res.end('{"status":"ok","data":"Hola Mundo"}'));
await new Promise((resolve) => hello.listen(0, '127.0.0.1', resolve));
let exitCode = 1;
try {
  const body = { sourceLanguage: 'en', targetLanguage: 'es', text: 'Hello world' };
  const first = await post(cluster.baseUrl, cluster.key, '/v1/translation/translate', body);
  if (!first.data.includes('Hola')) throw new Error(`unexpected translation ${first.data}`);
  const request = {
    url: `${cluster.baseUrl}/v1/translation/translate`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': cluster.key },
    body: JSON.stringify(body),
  };
  await run({ ...request, duration: 3 }); // warm-up: JIT, connection pools
  const bare = await run({ url: `http://127.0.0.1:${hello.address().port}/` });
  const peak = await run(request);
  check(peak, 'peak');
  const halfRate = Math.max(1, Math.floor(peak.requests.average / 2));
  // autocannon's overallRate spreads the rate over the connections.
  const paced = await run({ ...request, overallRate: halfRate });
  check(paced, 'paced');
  const ratio = peak.requests.average / bare.requests.average;
  console.log(`\ncached translate benchmark (${DURATION} s per run, ${CONNECTIONS} connections)`);
  console.log(`  bare node:http hello   ${bare.requests.average.toFixed(0)} req/s   p99 ${bare.latency.p99} ms`);
  console.log(`  gateway, cached        ${peak.requests.average.toFixed(0)} req/s   p50 ${peak.latency.p50} ms   p99 ${peak.latency.p99} ms`);
  console.log(`  ratio gateway/bare: ${ratio.toFixed(3)} (target >= 0.25: ${ratio >= 0.25 ? 'met' : 'NOT met'})`);
  console.log(`  at half the peak (${halfRate} req/s): p50 ${paced.latency.p50} ms   p99 ${paced.latency.p99} ms (target < 25 ms: ${paced.latency.p99 < 25 ? 'met' : 'NOT met'})`);
  exitCode = ratio >= 0.25 && paced.latency.p99 < 25 ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  hello.close();
  await cluster.stop();
}
process.exit(exitCode);
