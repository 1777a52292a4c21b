// Soak benchmark (issue 15): N minutes of mixed traffic against a cluster of its own (every app,
// a fake model answering after 50 ms), sampling the resident memory of every app every
// --sample-seconds after warm-up (and the gateway's V8 heap, from its /metrics). It compares the
// lowest sample of the soak's first quarter with the lowest of its last quarter (see floorOf) and
// flags growth over 10 % as a leak to look for; the timeline shows a leak (steady growth) apart
// from a heap that swings and settles.
//
//   npm run build && node bench/soak.mjs [--minutes 10] [--concurrency 8] [--warmup-seconds 60] [--sample-seconds 60]
//
// To see what grows: `NODE_OPTIONS=--heapsnapshot-signal=SIGUSR2 node bench/soak.mjs`, then
// `kill -USR2 <gateway pid>` twice, some minutes apart, and compare the two `.heapsnapshot` files
// the gateway writes in the repository's root (Chrome DevTools, Memory tab, "Comparison"). Taking
// one pauses the app for seconds and inflates its resident memory: leave it out of real figures.
import { readdirSync, readFileSync } from 'node:fs';
import { arg, startBenchCluster } from './translate-cluster.mjs';

const MINUTES = arg('minutes', 10);
const CONCURRENCY = arg('concurrency', 8);
const WARMUP_SECONDS = arg('warmup-seconds', Math.min(60, MINUTES * 12));
const SAMPLE_SECONDS = arg('sample-seconds', 60);
const LEAK_THRESHOLD = 0.1;

/** Resident memory (MiB) of this script's child processes, by app (from their command lines). */
function appMemory() {
  const out = {};
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== process.pid) continue;
      const app = /dist\/apps\/([^/]+)\/src\/main\.js/.exec(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))?.[1];
      if (!app) continue;
      const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      out[app] = (out[app] ?? 0) + rssKb / 1024;
    } catch {
      /* the process ended meanwhile */
    }
  }
  return out;
}

let counter = 0;
const unique = () => `${Date.now().toString(36)}-${++counter}`;

/** What an answer's `data.id` names deleted again: the soak's data stays the same size (see traffic). */
const deleteCreated = (path) => (data) => (data?.id ? ['DELETE', `${path}/${data.id}`] : undefined);

/**
 * The traffic mix: each entry a weight and a request (method, path, body) built fresh each time,
 * and optionally a follow-up made from the answer's `data` (deleting what the request created).
 */
function mix(state) {
  const sentence = () => `The report ${unique()} is ready for the meeting on Monday.`;
  return [
    [
      6,
      () => [
        'POST',
        '/v1/translation/translate',
        { sourceLanguage: 'en', targetLanguage: 'es', textContent: sentence() },
      ],
    ],
    [
      3,
      () => [
        'POST',
        '/v1/translation/translate',
        { sourceLanguage: 'en', targetLanguage: 'es', textContent: 'Good morning' },
      ],
    ],
    [
      2,
      () => [
        'POST',
        '/v1/translation/translate-batch',
        { sourceLanguage: 'en', targetLanguage: 'es', texts: [sentence(), sentence(), 'Hello'] },
      ],
    ],
    [2, () => ['POST', '/v1/translation/languages/detect', { text: `Bonjour tout le monde ${unique()}` }]],
    [1, () => ['GET', '/v1/translation/languages']],
    [2, () => ['GET', '/v1/translation/glossaries?limit=20']],
    [
      2,
      () => [
        'POST',
        '/v1/translation/glossaries',
        { name: `soak-${unique()}`, languages: ['en', 'es'] },
        deleteCreated('/v1/translation/glossaries'),
      ],
    ],
    [
      3,
      () => [
        'POST',
        `/v1/translation/glossaries/${state.glossaryId}/terms`,
        { definitions: [{ language: 'en', term: `term ${unique()}`, definition: 'a word' }] },
        deleteCreated(`/v1/translation/glossaries/${state.glossaryId}/terms`),
      ],
    ],
    [2, () => ['GET', `/v1/translation/glossaries/${state.glossaryId}/terms?limit=50`]],
    [
      3,
      () => [
        'POST',
        `/v1/translation/glossaries/${state.glossaryId}/terms/count`,
        { sourceLanguage: 'en', sourceText: `A house is a term. ${sentence()}` },
      ],
    ],
    [
      2,
      () => [
        'POST',
        '/v1/translation/fluency-score',
        { sourceLang: 'en', targetLang: 'es', sourceText: sentence(), translatedText: 'El informe está listo.' },
      ],
    ],
    [
      1,
      () => [
        'POST',
        '/v1/translation/translate-batch-async',
        { sourceLanguage: 'en', targetLanguage: 'es', texts: [sentence(), sentence()] },
      ],
    ],
    [
      1,
      () => [
        'POST',
        '/v1/translation/localization-table',
        { sourceLanguage: 'en', targetLanguages: ['es'], content: JSON.stringify({ greeting: 'Hello', id: unique() }) },
      ],
    ],
    [1, () => ['GET', '/v1/translation/localization-table?limit=20']],
  ];
}

async function call(cluster, [method, path, body], stats) {
  const response = await fetch(cluster.baseUrl + path, {
    method,
    headers: { 'x-api-key': cluster.key, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  const key = `${method} ${path.replace(/[0-9a-f-]{36}/g, ':id').replace(/\?.*/, '')}`;
  stats[key] ??= { sent: 0, failed: 0 };
  stats[key].sent++;
  if (response.status >= 300) {
    stats[key].failed++;
    stats[key].last = `${response.status} ${text.slice(0, 160)}`;
  }
  return text;
}

async function traffic(cluster, state, seconds, stats) {
  const entries = mix(state);
  const total = entries.reduce((sum, [w]) => sum + w, 0);
  const pick = () => {
    let r = Math.random() * total;
    for (const [w, make] of entries) if ((r -= w) < 0) return make();
    return entries[0][1]();
  };
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < until) {
        // A created glossary or term is deleted at once: the glossary every count compiles keeps its
        // size, so resident memory measures leaks, not data growth.
        let request = pick();
        while (request) {
          const text = await call(cluster, request, stats).catch(() => undefined);
          request = text === undefined ? undefined : request[3]?.(parseData(text));
        }
      }
    }),
  );
}

function parseData(text) {
  try {
    return JSON.parse(text).data;
  } catch {
    return undefined;
  }
}

const mib = (v) => `${v.toFixed(1)} MiB`;

/** The gateway's V8 heap (used/total) and memory outside it (MiB), from prom-client's process metrics on its /metrics. */
async function gatewayHeap(cluster) {
  const read = (text, name) =>
    Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)`, 'm').exec(text)?.[1] ?? NaN) / 2 ** 20;
  try {
    const text = await (await fetch(`${cluster.baseUrl}/metrics`)).text();
    const [used, total, external] = [
      'nodejs_heap_size_used_bytes',
      'nodejs_heap_size_total_bytes',
      'nodejs_external_memory_bytes',
    ].map((name) => read(text, name).toFixed(1));
    return `${used} / ${total}, ${external}`;
  } catch {
    return 'unavailable';
  }
}

/**
 * One line of resident memory per app (and the gateway's heap) every SAMPLE_SECONDS until `done`;
 * answers the samples ({seconds, rss}).
 */
async function sampleTimeline(cluster, started, done) {
  const samples = [];
  const apps = Object.keys(appMemory()).sort();
  console.log(
    `  ${'s'.padStart(5)}  ${apps.map((a) => a.slice(0, 10).padStart(10)).join(' ')}  gateway heap used / total, external`,
  );
  const sample = async () => {
    const rss = appMemory();
    const heap = await gatewayHeap(cluster);
    const seconds = (Date.now() - started) / 1000;
    samples.push({ seconds, rss });
    console.log(
      `  ${seconds.toFixed(0).padStart(5)}  ${apps.map((a) => (rss[a] ?? 0).toFixed(1).padStart(10)).join(' ')}  ${heap}`,
    );
  };
  void sample();
  const timer = setInterval(() => void sample(), SAMPLE_SECONDS * 1000);
  await done.finally(() => clearInterval(timer));
  await sample();
  return samples;
}

/**
 * Each app's lowest resident memory among the samples taken in [from, to) seconds. Resident memory
 * follows the V8 heap's garbage-collection sawtooth (the gateway's swings by about 90 MiB between
 * collections under this load), so one sample at each end compares random points of it; the
 * lowest of several is the floor after a collection, which is what a leak raises.
 */
function floorOf(samples, from, to) {
  const floor = {};
  for (const { rss } of samples.filter((x) => x.seconds >= from && x.seconds < to))
    for (const [app, mib] of Object.entries(rss)) floor[app] = Math.min(floor[app] ?? Infinity, mib);
  return floor;
}

const cluster = await startBenchCluster({ replicas: {}, llmLatencyMs: 50 });
try {
  const created = JSON.parse(
    await call(
      cluster,
      ['POST', '/v1/translation/glossaries', { name: `soak-${unique()}`, languages: ['en', 'es'] }],
      {},
    ),
  );
  const state = { glossaryId: created.data.id };
  console.log(`warm-up: ${WARMUP_SECONDS} s of mixed traffic, ${CONCURRENCY} concurrent clients`);
  await traffic(cluster, state, WARMUP_SECONDS, {});
  const stats = {};
  const soakSeconds = Math.max(10, MINUTES * 60 - WARMUP_SECONDS);
  console.log(`soak: ${soakSeconds} s; resident memory (MiB) every ${SAMPLE_SECONDS} s:`);
  const started = Date.now();
  const samples = await sampleTimeline(cluster, started, traffic(cluster, state, soakSeconds, stats));
  const elapsed = (Date.now() - started) / 1000;
  const quarter = Math.max(elapsed / 4, SAMPLE_SECONDS);
  const start = floorOf(samples, 0, quarter);
  const end = floorOf(samples, elapsed - quarter, Infinity);

  const sent = Object.values(stats).reduce((s, v) => s + v.sent, 0);
  const failed = Object.values(stats).reduce((s, v) => s + v.failed, 0);
  console.log(
    `\n${sent} requests in ${elapsed.toFixed(0)} s (${(sent / elapsed).toFixed(1)} req/s), ${failed} not 2xx`,
  );
  for (const [route, s] of Object.entries(stats).sort())
    console.log(
      `  ${route.padEnd(52)} ${String(s.sent).padStart(6)} sent ${String(s.failed).padStart(5)} failed${s.last ? `  (last: ${s.last})` : ''}`,
    );
  console.log(
    `\nresident memory, lowest sample of the soak's first ${quarter.toFixed(0)} s -> of its last ${quarter.toFixed(0)} s:`,
  );
  let leaks = 0;
  for (const app of Object.keys({ ...start, ...end }).sort()) {
    const growth = ((end[app] ?? 0) - (start[app] ?? 0)) / (start[app] ?? 1);
    const flag = growth > LEAK_THRESHOLD ? '  <-- grew over 10 %: a leak to look for' : '';
    if (flag) leaks++;
    console.log(
      `  ${app.padEnd(14)} ${mib(start[app] ?? 0).padStart(10)} -> ${mib(end[app] ?? 0).padStart(10)}  ${(growth * 100).toFixed(1).padStart(6)} %${flag}`,
    );
  }
  console.log(leaks ? `\n${leaks} app(s) grew over 10 %` : '\nno app grew over 10 %');
  process.exitCode = leaks ? 1 : 0;
} finally {
  await cluster.stop();
}
