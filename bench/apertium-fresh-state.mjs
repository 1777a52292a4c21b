// Benchmark for issue 21 (answers without memory between texts, at warm speed), on the fidelity
// corpus (apps/translation/test/fixtures/apertium-corpus/en.txt, eng-spa):
//  1. per-text latency, one text at a time and a whole batch written at once: the pipeline as it
//     was (one null-flushing shell pipeline, tagger included) against the engine now (tagger as
//     its own process, swapped for a fresh one after a text changed its state), and how often
//     the tagger was swapped;
//  2. uncached translations through the gateway (`ignoreCache: true`, 16 connections) against
//     Apertium's own server, APy, on the same machine and sentences. Target: at least 1.5 times APy.
//
//   npm run build && node bench/apertium-fresh-state.mjs [--duration 10] [--connections 16]
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { build, ROOT } from '../scripts/lib/dependencies.mjs';
import { freePort } from '../scripts/lib/nats.mjs';
import { arg, median, post, startBenchCluster } from './translate-cluster.mjs';

const DURATION = arg('duration', 10);
const CONNECTIONS = arg('connections', 16);
const TARGET = 1.5;
const MODES_DIR = '/usr/share/apertium/modes';

const sentences = readFileSync(join(ROOT, 'apps/translation/test/fixtures/apertium-corpus/en.txt'), 'utf8')
  .split('\n')
  .filter(Boolean);

const engineDir = join(ROOT, 'dist/apps/translation/src/engines/apertium');
if (!existsSync(join(engineDir, 'apertium.engine.js'))) build();
const require = createRequire(import.meta.url);
const { ApertiumEngine } = require(join(engineDir, 'apertium.engine.js'));
const { NulProcess } = require(join(engineDir, 'nul-process.js'));
const { discoverModes } = require(join(engineDir, 'apertium-modes.js'));
const { toApertiumStream } = require(join(engineDir, 'apertium-stream.js'));

/** Median ms per text one at a time, and ms per text when all are written at once. */
async function latency(translate) {
  await translate('Warm up the pipeline.');
  const single = [];
  for (const text of sentences) {
    const started = performance.now();
    await translate(text);
    single.push(performance.now() - started);
  }
  const started = performance.now();
  await Promise.all(sentences.map((text) => translate(text)));
  return { single: median(single), batch: (performance.now() - started) / sentences.length };
}

console.log(`Apertium eng-spa, ${sentences.length} corpus sentences`);

// As the pipeline was before: one shell pipeline, every stage (the tagger too) with -z.
const mode = discoverModes(MODES_DIR).find((m) => m.name === 'eng-spa');
const before = new NulProcess(mode.stages.join(' | '), 'eng-spa', new Logger('bench'));
const old = await latency((text) => before.send(toApertiumStream(text)));
before.stop(new Error('done'), true);

const engine = new ApertiumEngine({ modesDir: MODES_DIR, timeoutMs: 30_000, timeoutMsPer1000Chars: 1_000 });
const job = { source: 'en', target: 'es' };
const now = await latency(async (text) => {
  const [result] = await engine.translate(job, [{ text, glossary: [] }]);
  if (!result.ok) throw result.error;
});
const recycles = engine.taggerRecycles;
engine.stop();
const texts = 2 * sentences.length + 1;
console.log(
  `  before (one pipeline, tagger keeps state): ${old.single.toFixed(2)} ms per text one at a time, ${old.batch.toFixed(2)} ms per text in a batch`,
);
console.log(
  `  now (tagger swapped after a state change): ${now.single.toFixed(2)} ms per text one at a time, ${now.batch.toFixed(2)} ms per text in a batch`,
);
console.log(`  tagger swapped ${recycles} times in ${texts} texts (${((100 * recycles) / texts).toFixed(0)} %)`);

function load(url, body) {
  let n = 0;
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url,
        method: 'POST',
        duration: DURATION,
        connections: CONNECTIONS,
        requests: [{ setupRequest: (request) => ({ ...request, ...body(sentences[n++ % sentences.length]) }) }],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    ),
  );
}

function report(name, result) {
  const failed = (result.non2xx ?? 0) + (result.errors ?? 0) + (result.timeouts ?? 0);
  console.log(
    `  ${name}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms${failed ? `, ${failed} FAILED` : ''}`,
  );
  return result.requests.average;
}

async function startApy() {
  const port = await freePort();
  const apy = spawn('apertium-apy', ['-p', String(port), MODES_DIR], { stdio: 'ignore', detached: true });
  const url = `http://127.0.0.1:${port}/translate`;
  for (let i = 0; i < 100; i++) {
    const ok = await fetch(`${url}?langpair=eng|spa&q=warm`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, stop: () => process.kill(-apy.pid, 'SIGKILL') };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  process.kill(-apy.pid, 'SIGKILL');
  throw new Error('APy did not start');
}

console.log(`\nUncached throughput, ${DURATION} s, ${CONNECTIONS} connections, the same sentences in turn`);
const apy = await startApy();
let apyRate;
try {
  apyRate = report(
    'APy (apertium-apy, one process)',
    await load(apy.url, (q) => ({
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ langpair: 'eng|spa', q }).toString(),
    })),
  );
} finally {
  apy.stop();
}
const cluster = await startBenchCluster({ apps: ['auth', 'translation'] });
let gatewayRate;
try {
  await post(cluster.baseUrl, cluster.key, '/v1/translation/translate', {
    sourceLanguage: 'en',
    targetLanguage: 'es',
    text: 'Warm up',
  });
  gatewayRate = report(
    'gateway, ignoreCache (this service)',
    await load(`${cluster.baseUrl}/v1/translation/translate`, (text) => ({
      headers: { 'content-type': 'application/json', 'x-api-key': cluster.key },
      body: JSON.stringify({ sourceLanguage: 'en', targetLanguage: 'es', text, ignoreCache: true }),
    })),
  );
} finally {
  await cluster.stop();
}
const ratio = gatewayRate / apyRate;
console.log(`  ratio ${ratio.toFixed(2)} (target >= ${TARGET}: ${ratio >= TARGET ? 'met' : 'NOT met'})`);
process.exit(ratio >= TARGET ? 0 : 1);
