// Benchmark: a mixed load through the gateway, as a deployment sees it (issue 14, "Also
// measured"): 80 % cached translate, 10 % term counts (1,000 + 1,000 characters against a
// 500-term glossary), 10 % glossary reads. Every app runs as `npm start` runs it, with REPLICAS
// (default two gateways and two translation processes). Prints throughput and p50/p99 per route:
// the figures a platform team sizes a deployment with.
//
//   npm run build && node bench/mixed-load.mjs [--duration 15] [--connections 32] [--replicas gateway=2,translation=2]
//   --replicas none: one process of each app, to read the replicas' gain against.
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { parseReplicas } from '../scripts/lib/cluster.mjs';
import { arg, post, startBenchCluster } from './translate-cluster.mjs';

const DURATION = arg('duration', 15);
const CONNECTIONS = arg('connections', 32);
const replicasIndex = process.argv.indexOf('--replicas');
const REPLICAS = replicasIndex > 0 ? process.argv[replicasIndex + 1] : 'gateway=2,translation=2';
const TERMS = 500;

/** Deterministic words, so every run counts the same matches. */
const word = (i) => `w${(i * 2_654_435_761) % 1_000_003}`.replace(/\d/g, (d) => 'abcdefghij'[d]);

/** About `size` characters of filler with a glossary term every ~10 words. */
function text(size, termOf, seed) {
  const words = [];
  for (let i = 0, length = 0; length < size; i++) {
    const next = i % 10 === 3 ? termOf((seed + i) % TERMS) : word(seed * 7 + i + 10_000);
    words.push(next);
    length += next.length + 1;
  }
  return words.join(' ').slice(0, size);
}

async function createGlossary(cluster) {
  const glossary = await post(cluster.baseUrl, cluster.key, '/v1/translation/glossaries', {
    name: `mixed load ${TERMS} terms`,
    languages: ['en', 'de'],
  });
  const terms = Array.from({ length: TERMS }, (_, i) => ({
    definitions: [
      { language: 'en', term: `${word(i)} ${word(i + 1)}`, definition: 'd' },
      { language: 'de', term: `${word(i + 5_000)}`, definition: 'd' },
    ],
  }));
  for (let i = 0; i < TERMS; i += 250)
    await post(cluster.baseUrl, cluster.key, `/v1/translation/glossaries/${glossary.data.id}/terms/bulk`, {
      terms: terms.slice(i, i + 250),
    });
  return glossary.data.id;
}

function routes(glossaryId) {
  const translate = JSON.stringify({ sourceLanguage: 'en', targetLanguage: 'es', text: 'Hello world' });
  const count = JSON.stringify({
    sourceLanguage: 'en',
    sourceText: text(1_000, (i) => `${word(i)} ${word(i + 1)}`, 1),
    targetLanguage: 'de',
    targetText: text(1_000, (i) => word(i + 5_000), 2),
  });
  return {
    'POST /translation/translate (cached)': { method: 'POST', path: '/v1/translation/translate', body: translate },
    'POST /glossaries/:id/terms/count': {
      method: 'POST',
      path: `/v1/translation/glossaries/${glossaryId}/terms/count`,
      body: count,
    },
    'GET /glossaries/:id': { method: 'GET', path: `/v1/translation/glossaries/${glossaryId}` },
  };
}

/** 8 translations, 1 count and 1 read in every 10 requests, interleaved. */
const SCHEDULE = [0, 0, 0, 0, 1, 0, 0, 0, 0, 2];

function send(agent, baseUrl, key, { method, path, body }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const headers = { 'x-api-key': key, ...(body ? { 'content-type': 'application/json' } : {}) };
    const req = request(`${baseUrl}${path}`, { method, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ ok: res.statusCode < 300, ms: performance.now() - started }));
    });
    req.on('error', () => resolve({ ok: false, ms: performance.now() - started }));
    req.end(body);
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function load(cluster, glossaryId, seconds) {
  const table = Object.entries(routes(glossaryId));
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const results = table.map(() => ({ ms: [], failed: 0 }));
  const deadline = performance.now() + seconds * 1_000;
  const worker = async (offset) => {
    for (let i = offset; performance.now() < deadline; i++) {
      const route = SCHEDULE[i % SCHEDULE.length];
      const { ok, ms } = await send(agent, cluster.baseUrl, cluster.key, table[route][1]);
      if (ok) results[route].ms.push(ms);
      else results[route].failed++;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, c) => worker(c)));
  agent.destroy();
  return table.map(([name], i) => ({ name, ...results[i] }));
}

console.log(`${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} at start`);
const cluster = await startBenchCluster({ apps: [], replicas: parseReplicas(REPLICAS === 'none' ? '' : REPLICAS) });
let exitCode = 1;
try {
  const glossaryId = await createGlossary(cluster);
  await load(cluster, glossaryId, 3); // warm-up: caches, JIT, dictionaries
  const results = await load(cluster, glossaryId, DURATION);
  const total = results.reduce((sum, r) => sum + r.ms.length, 0);
  console.log(
    `\nmixed load (REPLICAS=${REPLICAS}; ${DURATION} s, ${CONNECTIONS} connections, closed loop): ${(total / DURATION).toFixed(0)} req/s in all`,
  );
  for (const { name, ms, failed } of results) {
    ms.sort((a, b) => a - b);
    console.log(
      `  ${name.padEnd(40)} ${(ms.length / DURATION).toFixed(0).padStart(6)} req/s   p50 ${percentile(ms, 50).toFixed(1)} ms   p99 ${percentile(ms, 99).toFixed(1)} ms${failed ? `   ${failed} failed` : ''}`,
    );
  }
  console.log(
    `FIGURES ${JSON.stringify({ replicas: REPLICAS, total: Math.round(total / DURATION), routes: results.map(({ name, ms, failed }) => ({ name, rps: Math.round(ms.length / DURATION), p50: percentile(ms, 50), p99: percentile(ms, 99), failed })) })}`,
  );
  exitCode = results.some((r) => r.failed > 0) ? 1 : 0;
} catch (error) {
  console.error(error);
} finally {
  await cluster.stop();
}
process.exit(exitCode);
