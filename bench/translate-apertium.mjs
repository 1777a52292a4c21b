// Benchmark: per-text latency of the warm Apertium engine (long-lived null-flushing pipeline,
// as the translation service runs it) against one `apertium` CLI call per text.
// Target (issue 5): warm at least 5 times faster.
//
//   npm run build && node bench/translate-apertium.mjs [--texts 200] [--cli-calls 15]
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build, ROOT } from '../scripts/lib/dependencies.mjs';
import { arg, median } from './translate-cluster.mjs';

const TEXTS = arg('texts', 200);
const CLI_CALLS = arg('cli-calls', 15);
const TARGET = 5;

const engineFile = join(ROOT, 'dist/apps/translation/src/engines/apertium/apertium.engine.js');
if (!existsSync(engineFile)) build();
const { ApertiumEngine } = createRequire(import.meta.url)(engineFile);

const sentences = Array.from(
  { length: TEXTS },
  (_, i) => `The new office opens on Monday and the team ${i} is ready to work.`,
);
const engine = new ApertiumEngine({
  modesDir: '/usr/share/apertium/modes',
  timeoutMs: 30_000,
  timeoutMsPer1000Chars: 1_000,
});
const job = { source: 'en', target: 'es' };
await engine.translate(job, [{ text: 'Warm up the pipeline.', glossary: [] }]);

const warm = [];
for (const text of sentences) {
  const started = performance.now();
  const [result] = await engine.translate(job, [{ text, glossary: [] }]);
  warm.push(performance.now() - started);
  if (!result.ok) throw result.error;
}
const batchStarted = performance.now();
await engine.translate(
  job,
  sentences.map((text) => ({ text: `${text} Again.`, glossary: [] })),
);
const pipelinedPerText = (performance.now() - batchStarted) / TEXTS;
engine.stop();

const cli = [];
for (const text of sentences.slice(0, CLI_CALLS)) {
  const started = performance.now();
  // Through a shell, as PITFALLS advises: `apertium` reads /dev/stdin.
  execFileSync('sh', ['-c', 'apertium -u eng-spa'], { input: text });
  cli.push(performance.now() - started);
}
const warmMs = median(warm);
const cliMs = median(cli);
const speedup = cliMs / warmMs;
console.log(`\nApertium benchmark (eng-spa, one sentence of ~12 words per text)`);
console.log(`  warm pipeline, one text at a time: median ${warmMs.toFixed(2)} ms per text (${TEXTS} texts)`);
console.log(`  warm pipeline, ${TEXTS} texts written at once: ${pipelinedPerText.toFixed(2)} ms per text`);
console.log(`  apertium CLI, one process per text: median ${cliMs.toFixed(0)} ms per text (${CLI_CALLS} calls)`);
console.log(`  speed-up: ${speedup.toFixed(0)}x (target >= ${TARGET}x: ${speedup >= TARGET ? 'met' : 'NOT met'})`);
process.exit(speedup >= TARGET ? 0 : 1);
