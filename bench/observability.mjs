// Benchmark: what observability costs on the cached-translate path (issue 13: under 10 % of its
// throughput). Two throwaway clusters (auth, translation, gateway), the same autocannon load:
//   - tracing off: metrics and JSON logs on (always are), OTEL_EXPORTER_OTLP_ENDPOINT unset;
//   - tracing on: every request traced and exported over OTLP/HTTP to a sink in this process.
// Metrics cannot be switched off, so their cost is measured in-process: the prom-client calls one
// cached translate makes (gateway: HTTP count and latency, key cache; translation: NATS count and
// latency, four cache counts), timed over many rounds, against the time one request takes at peak.
//
// Tracing's cost is given twice: as lost peak throughput, and as extra CPU time per request in the
// gateway and translation processes (/proc), the steadier figure on a machine shared with other
// work, and more so at a fixed rate (`--rate`, requests a second, paced): at peak, a run that got
// fewer requests through batches fewer NATS messages per write and spends more CPU on each.
// `--rounds N` runs tracing off and on N times, interleaved, each on fresh clusters.
//
//   npm run build && node bench/observability.mjs [--duration 10] [--connections 32] [--rounds 1] [--rate 300]
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../scripts/lib/dependencies.mjs';
import {
  arg,
  assertNoFailures,
  autocannonRunner,
  cachedTranslateLoad,
  cpuSeconds,
  median,
  startBenchCluster,
} from './translate-cluster.mjs';
import { pacedLoad } from './paced-load.mjs';

const DURATION = arg('duration', 10);
const CONNECTIONS = arg('connections', 32);
const ROUNDS = arg('rounds', 1);
const RATE = arg('rate', 300);

const run = autocannonRunner({ duration: DURATION, connections: CONNECTIONS });

/**
 * Peak cached-translate throughput of a fresh cluster started with `env` (`rps`, `p99`), and the
 * CPU microseconds each app spent per request meanwhile (`cpu`: app -> µs).
 */
async function measure(label, env) {
  const cluster = await startBenchCluster({ apps: ['auth', 'translation'], env });
  try {
    const request = await cachedTranslateLoad(cluster, run);
    const cpuNow = () => Object.entries(cluster.pids).map(([app, pid]) => [app, cpuSeconds(pid)]);
    /** CPU µs per request of each app while `load` runs and answers how many requests it made. */
    const cpuPerRequest = async (load) => {
      const before = new Map(cpuNow());
      const requests = await load();
      return Object.fromEntries(cpuNow().map(([app, s]) => [app, (1e6 * (s - before.get(app))) / requests]));
    };
    let result;
    const cpu = await cpuPerRequest(async () => {
      result = await run(request);
      assertNoFailures(result, label);
      return result.requests.total;
    });
    const paced = await cpuPerRequest(async () => {
      const answer = await pacedLoad({ ...request, rate: RATE, seconds: DURATION });
      if (answer.failed > 0) throw new Error(`${label}: ${answer.failed} failed paced requests`);
      return answer.sent;
    });
    return { rps: result.requests.average, p99: result.latency.p99, cpu, paced };
  } finally {
    await cluster.stop();
  }
}

/** Microseconds of prom-client work per cached translate (both processes together). */
function metricsMicrosPerRequest() {
  const require = createRequire(import.meta.url);
  const m = require(join(ROOT, 'dist/libs/common/src/observability/metrics.js'));
  const rounds = 200_000;
  const once = () => {
    const http = { route: '/v1/translation/translate', method: 'POST', status: '200' };
    m.httpRequests.inc(http);
    m.httpRequestDuration.observe(http, 0.004);
    m.cacheLookups.inc({ cache: 'api_key', result: 'hit' });
    const nats = { subject: 'translation.translate.v1', outcome: 'ok' };
    m.natsRequestsHandled.inc(nats);
    m.natsRequestDuration.observe(nats, 0.002);
    m.cacheLookups.inc({ cache: 'translation_memory', result: 'hit' }, 1);
    m.cacheLookups.inc({ cache: 'translation_db', result: 'hit' }, 0);
    m.cacheLookups.inc({ cache: 'translation_db', result: 'miss' }, 0);
    m.cacheLookups.inc({ cache: 'translation_memory', result: 'miss' }, 0);
    const started = process.hrtime.bigint();
    m.secondsSince(started);
    m.secondsSince(started);
  };
  for (let i = 0; i < 20_000; i++) once();
  const started = process.hrtime.bigint();
  for (let i = 0; i < rounds; i++) once();
  return Number(process.hrtime.bigint() - started) / 1e3 / rounds;
}

const sink = createServer((request, response) => {
  request.resume();
  request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
});
await new Promise((resolve) => sink.listen(0, '127.0.0.1', resolve));
let exitCode = 1;
try {
  const tracingOn = {
    LOG_FORMAT: 'json',
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${sink.address().port}`,
  };
  const offs = [];
  const ons = [];
  for (let round = 1; round <= ROUNDS; round++) {
    offs.push(await measure('tracing off', { LOG_FORMAT: 'json' }));
    ons.push(await measure('tracing on', tracingOn));
  }
  const metricsMicros = metricsMicrosPerRequest();
  const pct = (x) => `${(x * 100).toFixed(1)} %`;
  const cpuTotal = (cpu) => Object.values(cpu).reduce((a, b) => a + b, 0);
  const cpuText = (cpu) =>
    `${Object.entries(cpu)
      .filter(([app]) => app !== 'auth')
      .map(([app, us]) => `${app} ${us.toFixed(0)} µs`)
      .join(', ')}`;
  console.log(`\nobservability cost on cached translate (${DURATION} s per run, ${CONNECTIONS} connections)`);
  for (let i = 0; i < ROUNDS; i++) {
    const [off, on] = [offs[i], ons[i]];
    console.log(`  round ${i + 1}`);
    console.log(
      `    tracing off (metrics, JSON logs): ${off.rps.toFixed(0).padStart(6)} req/s  p99 ${off.p99} ms  CPU/request ${cpuText(off.cpu)}; at ${RATE}/s ${cpuText(off.paced)}`,
    );
    console.log(
      `    tracing on (OTLP/HTTP export)   : ${on.rps.toFixed(0).padStart(6)} req/s  p99 ${on.p99} ms  CPU/request ${cpuText(on.cpu)}; at ${RATE}/s ${cpuText(on.paced)}`,
    );
    console.log(
      `    tracing cost: ${pct(1 - on.rps / off.rps)} of throughput, ` +
        `${pct(cpuTotal(on.cpu) / cpuTotal(off.cpu) - 1)} more CPU per request at peak, ` +
        `${pct(cpuTotal(on.paced) / cpuTotal(off.paced) - 1)} at ${RATE}/s (all apps)`,
    );
  }
  const throughputCosts = offs.map((off, i) => 1 - ons[i].rps / off.rps);
  const cpuCosts = offs.map((off, i) => cpuTotal(ons[i].cpu) / cpuTotal(off.cpu) - 1);
  const pacedCosts = offs.map((off, i) => cpuTotal(ons[i].paced) / cpuTotal(off.paced) - 1);
  console.log(
    `  tracing cost, median of ${ROUNDS}: ${pct(median(throughputCosts))} of throughput, ` +
      `${pct(median(cpuCosts))} more CPU per request at peak, ${pct(median(pacedCosts))} at ${RATE}/s`,
  );
  const requestMicros = 1e6 / median(offs.map((off) => off.rps));
  console.log(
    `  metrics cost: ${metricsMicros.toFixed(2)} µs of prom-client work per request, ` +
      `${pct(metricsMicros / requestMicros)} of the ${requestMicros.toFixed(0)} µs one request takes at peak`,
  );
  console.log('  target: under 10 % each (issue 13)');
  exitCode = 0;
} finally {
  sink.close();
  process.exitCode = exitCode;
}
