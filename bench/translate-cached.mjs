// Benchmark: cached single translate through the gateway (gateway -> NATS -> translation -> LRU),
// measured with autocannon beside a bare node:http hello server in the same run.
// Targets (issue 5): requests/s at least 0.25 of the bare server's; p99 under 25 ms at half the
// gateway's peak rate.
//
// Also measured, to read the ratio against: the floor of any design with a NATS hop here
// (bench/nats-floor.mjs: bare node:http -> NATS -> bare responder, no Nest, no checks).
// The half-rate latency comes from an evenly paced open-loop load (bench/paced-load.mjs); the
// figure autocannon's own `overallRate` gives is printed beside it for comparison.
//
//   npm run build && node bench/translate-cached.mjs [--duration 10] [--connections 32]
import autocannon from 'autocannon';
import { createServer } from 'node:http';
import { startNatsFloor } from './nats-floor.mjs';
import { pacedLoad } from './paced-load.mjs';
import { arg, cpuSeconds, post, startBenchCluster } from './translate-cluster.mjs';

const DURATION = arg('duration', 10);
const CONNECTIONS = arg('connections', 32);

function run(options) {
  return new Promise((resolve, reject) =>
    autocannon({ duration: DURATION, connections: CONNECTIONS, ...options }, (err, result) =>
      err ? reject(err) : resolve(result),
    ),
  );
}

const cpuPerApp = (pids) => Object.fromEntries(Object.entries(pids).map(([app, pid]) => [app, cpuSeconds(pid)]));

function check(result, label) {
  const failures = (result.non2xx ?? 0) + (result.errors ?? 0) + (result.timeouts ?? 0) + (result.failed ?? 0);
  if (failures > 0) throw new Error(`${label}: ${failures} failed requests`);
}

const cluster = await startBenchCluster({ apps: ['auth', 'translation'] });
const hello = createServer((_, res) => res.end('{"status":"ok","data":"Hola Mundo"}'));
await new Promise((resolve) => hello.listen(0, '127.0.0.1', resolve));
const floor = await startNatsFloor(cluster.natsUrl, cluster.natsSeed);
let exitCode = 1;
try {
  const body = JSON.stringify({ sourceLanguage: 'en', targetLanguage: 'es', text: 'Hello world' });
  const first = await post(cluster.baseUrl, cluster.key, '/v1/translation/translate', JSON.parse(body));
  if (!first.data.includes('Hola')) throw new Error(`unexpected translation ${first.data}`);
  const headers = { 'content-type': 'application/json', 'x-api-key': cluster.key };
  const request = { url: `${cluster.baseUrl}/v1/translation/translate`, method: 'POST', headers, body };
  await run({ ...request, duration: 3 }); // warm-up: JIT, connection pools
  const bare = await run({ url: `http://127.0.0.1:${hello.address().port}/` });
  const floorRun = await run({ url: floor.url, method: 'POST', headers, body });
  check(floorRun, 'floor');
  // CPU time per request is steadier than req/s on a machine shared with other work.
  const cpuBefore = cpuPerApp(cluster.pids);
  const peak = await run(request);
  check(peak, 'peak');
  const cpuPerRequest = Object.fromEntries(
    Object.entries(cpuPerApp(cluster.pids)).map(([app, s]) => [
      app,
      Math.round((1e6 * (s - cpuBefore[app])) / peak.requests.total),
    ]),
  );
  const halfRate = Math.max(1, Math.floor(peak.requests.average / 2));
  const paced = await pacedLoad({ ...request, rate: halfRate, seconds: DURATION });
  check(paced, 'paced');
  const bursts = await run({ ...request, overallRate: halfRate });
  check(bursts, 'autocannon overallRate');

  const ratio = peak.requests.average / bare.requests.average;
  const floorRatio = floorRun.requests.average / bare.requests.average;
  const rps = (result) => `${result.requests.average.toFixed(0).padStart(6)} req/s`;
  console.log(`\ncached translate benchmark (${DURATION} s per run, ${CONNECTIONS} connections)`);
  console.log(`  bare node:http hello             ${rps(bare)}   p99 ${bare.latency.p99} ms`);
  console.log(
    `  floor: node:http -> NATS -> Map  ${rps(floorRun)}   p99 ${floorRun.latency.p99} ms   (${floorRatio.toFixed(3)} of bare)`,
  );
  console.log(
    `  gateway, cached translate        ${rps(peak)}   p50 ${peak.latency.p50} ms   p99 ${peak.latency.p99} ms`,
  );
  console.log(
    `  CPU per request at peak: ${Object.entries(cpuPerRequest)
      .map(([app, us]) => `${app} ${us} µs`)
      .join(', ')}`,
  );
  console.log(
    `  ratio gateway/bare: ${ratio.toFixed(3)} (target >= 0.25: ${ratio >= 0.25 ? 'met' : 'NOT met'}); gateway/floor: ${(peak.requests.average / floorRun.requests.average).toFixed(3)}`,
  );
  console.log(
    `  steady ${halfRate} req/s (half the peak), ${paced.sent} requests: p50 ${paced.p50} ms   p90 ${paced.p90} ms   p99 ${paced.p99} ms   max ${paced.max} ms (target p99 < 25 ms: ${paced.p99 < 25 ? 'met' : 'NOT met'})`,
  );
  console.log(
    `  same rate as autocannon overallRate bursts: p50 ${bursts.latency.p50} ms   p99 ${bursts.latency.p99} ms`,
  );
  console.log(
    `FIGURES ${JSON.stringify({ bare: Math.round(bare.requests.average), floor: Math.round(floorRun.requests.average), gateway: Math.round(peak.requests.average), ratio, floorRatio, halfRate, paced, burstsP99: bursts.latency.p99, cpuPerRequest })}`,
  );
  exitCode = ratio >= 0.25 && paced.p99 < 25 ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  floor.stop();
  hello.close();
  await cluster.stop();
}
process.exit(exitCode);
