// Benchmark: what observability costs on the cached-translate path (issue 13: under 10 % of its
// throughput). Two throwaway clusters (auth, translation, gateway) side by side, the same
// autocannon load alternating between them:
//   - tracing off: metrics and JSON logs on (always are), OTEL_EXPORTER_OTLP_ENDPOINT unset;
//   - tracing on: requests traced as the apps' sampler decides and exported over OTLP/HTTP
//     (protobuf, the SDK's default) to a sink in this process. The sampler is the default one (at
//     most TRACES_PER_SECOND new traces a second per process) unless OTEL_TRACES_SAMPLER is set:
//     both clusters inherit this process's environment, so `OTEL_TRACES_SAMPLER=parentbased_always_on`
//     measures every request traced, `always_off` the SDK loaded with nothing recorded.
// Metrics cannot be switched off, so their cost is measured in-process: the prom-client calls one
// cached translate makes (gateway: HTTP count and latency, key cache; translation: NATS count and
// latency, four cache counts), timed over many rounds, against the time one request takes at peak.
//
// On a 2-core machine shared with other work, one peak run against another swings by tens of per
// cent, so each round starts both clusters fresh and alternates `--duration`-second slices of peak
// load between them in the order off, on, on, off (on, off, off, on in even rounds: a drift of the
// machine's load within the round cancels out), then one slice each at a paced rate (`--rate`,
// requests a second). A round's cost compares the two sides' mean throughput; the summary gives
// the median of `--rounds` rounds and their spread. Tracing's cost is also given as extra CPU time
// per request in the gateway, translation and auth processes (/proc), the steadier figure,
// and more so at the paced rate: at peak, a run that got fewer requests through batches fewer
// NATS messages per write and spends more CPU on each. Load averages are printed with each round.
//
//   npm run build && node bench/observability.mjs [--duration 10] [--connections 32] [--rounds 5] [--rate 300]
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
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
const ROUNDS = arg('rounds', 5);
const RATE = arg('rate', 300);
const SAMPLER = process.env.OTEL_TRACES_SAMPLER ?? `${process.env.TRACES_PER_SECOND ?? 100} traces/s`;

const run = autocannonRunner({ duration: DURATION, connections: CONNECTIONS });

/** A fresh cluster started with `env`, its cache filled and its JIT warm, ready for slices of load. */
async function startSide(label, env) {
  const cluster = await startBenchCluster({ apps: ['auth', 'translation'], env });
  try {
    return { label, cluster, request: await cachedTranslateLoad(cluster, run) };
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

/** CPU µs per request of each app of `side` while `load` runs and answers how many requests it made. */
async function cpuPerRequest(side, load) {
  const cpuNow = () => Object.entries(side.cluster.pids).map(([app, pid]) => [app, cpuSeconds(pid)]);
  const before = new Map(cpuNow());
  const requests = await load();
  return Object.fromEntries(cpuNow().map(([app, s]) => [app, (1e6 * (s - before.get(app))) / requests]));
}

/** One slice of peak load: `rps`, `p99` (ms) and `cpu` (app -> µs per request). */
async function peakSlice(side) {
  let result;
  const cpu = await cpuPerRequest(side, async () => {
    result = await run(side.request);
    assertNoFailures(result, side.label);
    return result.requests.total;
  });
  return { rps: result.requests.average, p99: result.latency.p99, cpu };
}

/** One slice at `RATE` requests a second: `cpu` (app -> µs per request). */
async function pacedSlice(side) {
  const cpu = await cpuPerRequest(side, async () => {
    const answer = await pacedLoad({ ...side.request, rate: RATE, seconds: DURATION });
    if (answer.failed > 0) throw new Error(`${side.label}: ${answer.failed} failed paced requests`);
    return answer.sent + answer.warmup.sent;
  });
  return { cpu };
}

const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
/** The mean of each app's µs per request over slices. */
const meanCpu = (slices) =>
  Object.fromEntries(Object.keys(slices[0].cpu).map((app) => [app, mean(slices.map((s) => s.cpu[app]))]));

/** One round: both sides fresh, peak slices in ABBA order, then one paced slice each. */
async function round(index, tracingOn) {
  const load = loadavg()[0];
  const off = await startSide('tracing off', { LOG_FORMAT: 'json' });
  let on;
  try {
    on = await startSide('tracing on', tracingOn);
    const order = index % 2 === 1 ? [off, on, on, off] : [on, off, off, on];
    const peaks = new Map([
      [off, []],
      [on, []],
    ]);
    for (const side of order) peaks.get(side).push(await peakSlice(side));
    const paced = new Map();
    for (const side of order.slice(0, 2)) paced.set(side, await pacedSlice(side));
    const summary = (side) => ({
      rps: mean(peaks.get(side).map((s) => s.rps)),
      p99: Math.max(...peaks.get(side).map((s) => s.p99)),
      cpu: meanCpu(peaks.get(side)),
      paced: paced.get(side).cpu,
    });
    return { off: summary(off), on: summary(on), load: [load, loadavg()[0]] };
  } finally {
    await on?.cluster.stop();
    await off.cluster.stop();
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
  // An empty ExportTraceServiceResponse, in the encoding of the request (protobuf unless told).
  const type = request.headers['content-type'] ?? 'application/x-protobuf';
  request.resume();
  request.on('end', () => response.writeHead(200, { 'content-type': type }).end(type.includes('json') ? '{}' : ''));
});
await new Promise((resolve) => sink.listen(0, '127.0.0.1', resolve));
let exitCode = 1;
try {
  const tracingOn = {
    LOG_FORMAT: 'json',
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${sink.address().port}`,
  };
  const rounds = [];
  for (let index = 1; index <= ROUNDS; index++) rounds.push(await round(index, tracingOn));
  const offs = rounds.map((r) => r.off);
  const ons = rounds.map((r) => r.on);
  const metricsMicros = metricsMicrosPerRequest();
  const pct = (x) => `${(x * 100).toFixed(1)} %`;
  const cpuTotal = (cpu) => Object.values(cpu).reduce((a, b) => a + b, 0);
  const cpuText = (cpu) =>
    `${Object.entries(cpu)
      .filter(([app]) => app !== 'auth')
      .map(([app, us]) => `${app} ${us.toFixed(0)} µs`)
      .join(', ')}`;
  console.log(
    `\nobservability cost on cached translate, sampler ${SAMPLER} (${ROUNDS} rounds of 4 peak slices of ${DURATION} s, ` +
      `${CONNECTIONS} connections, and 2 slices at ${RATE}/s)`,
  );
  for (let i = 0; i < ROUNDS; i++) {
    const [off, on] = [offs[i], ons[i]];
    const [loadBefore, loadAfter] = rounds[i].load.map((l) => l.toFixed(1));
    console.log(`  round ${i + 1} (load average ${loadBefore} -> ${loadAfter})`);
    console.log(
      `    tracing off (metrics, JSON logs): ${off.rps.toFixed(0).padStart(6)} req/s  p99 ${off.p99} ms  CPU/request ${cpuText(off.cpu)}; at ${RATE}/s ${cpuText(off.paced)}`,
    );
    console.log(
      `    tracing on (${SAMPLER.padEnd(20)}): ${on.rps.toFixed(0).padStart(6)} req/s  p99 ${on.p99} ms  CPU/request ${cpuText(on.cpu)}; at ${RATE}/s ${cpuText(on.paced)}`,
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
  const spread = (costs) => `${pct(median(costs))} (${pct(Math.min(...costs))} to ${pct(Math.max(...costs))})`;
  console.log(`  tracing cost, median of ${ROUNDS} rounds (lowest to highest):`);
  console.log(`    throughput                   ${spread(throughputCosts)}`);
  console.log(`    CPU per request at peak      ${spread(cpuCosts)}`);
  console.log(`    CPU per request at ${RATE}/s`.padEnd(33) + spread(pacedCosts));
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
