// Benchmark: what observability costs on the cached-translate path (issue 13: under 10 % of its
// throughput). Two throwaway clusters (auth, translation, gateway), the same autocannon load:
//   - tracing off: metrics and JSON logs on (always are), OTEL_EXPORTER_OTLP_ENDPOINT unset;
//   - tracing on: every request traced and exported over OTLP/HTTP to a sink in this process.
// Metrics cannot be switched off, so their cost is measured in-process: the prom-client calls one
// cached translate makes (gateway: HTTP count and latency, key cache; translation: NATS count and
// latency, four cache counts), timed over many rounds, against the time one request takes at peak.
//
//   npm run build && node bench/observability.mjs [--duration 10] [--connections 32]
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../scripts/lib/dependencies.mjs';
import {
  arg,
  assertNoFailures,
  autocannonRunner,
  cachedTranslateLoad,
  startBenchCluster,
} from './translate-cluster.mjs';

const DURATION = arg('duration', 10);
const CONNECTIONS = arg('connections', 32);

const run = autocannonRunner({ duration: DURATION, connections: CONNECTIONS });

/** Peak cached-translate throughput of a fresh cluster started with `env`. */
async function measure(label, env) {
  const cluster = await startBenchCluster({ apps: ['auth', 'translation'], env });
  try {
    const result = await run(await cachedTranslateLoad(cluster, run));
    assertNoFailures(result, label);
    return result;
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
  const off = await measure('tracing off', { LOG_FORMAT: 'json' });
  const on = await measure('tracing on', {
    LOG_FORMAT: 'json',
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${sink.address().port}`,
  });
  const metricsMicros = metricsMicrosPerRequest();
  const rps = (r) => r.requests.average;
  const requestMicros = 1e6 / rps(off);
  const pct = (x) => `${(x * 100).toFixed(1)} %`;
  console.log(`\nobservability cost on cached translate (${DURATION} s per run, ${CONNECTIONS} connections)`);
  console.log(
    `  metrics + JSON logs, tracing off : ${rps(off).toFixed(0).padStart(6)} req/s  p99 ${off.latency.p99} ms`,
  );
  console.log(`  tracing on (OTLP/HTTP export)    : ${rps(on).toFixed(0).padStart(6)} req/s  p99 ${on.latency.p99} ms`);
  console.log(`  tracing cost                     : ${pct(1 - rps(on) / rps(off))} of throughput`);
  console.log(
    `  metrics cost                     : ${metricsMicros.toFixed(2)} µs of prom-client work per request, ` +
      `${pct(metricsMicros / requestMicros)} of the ${requestMicros.toFixed(0)} µs one request takes at peak`,
  );
  console.log('  target: under 10 % each (issue 13)');
  exitCode = 0;
} finally {
  sink.close();
  process.exitCode = exitCode;
}
