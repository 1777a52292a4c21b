// Benchmark: what each installed Apertium pair costs once it is used. For every translation mode
// the service offers, the warm pipeline is started by a first translation (as on a first request),
// then the resident memory of its process group is summed; the pipeline is stopped before the next.
// Also prints the disk the pair packages take (apps/translation/debian-packages.txt).
//
//   npm run build && node bench/apertium-pairs.mjs [--modes eng-spa,eo-en]
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build, ROOT } from '../scripts/lib/dependencies.mjs';

const MODES_DIR = '/usr/share/apertium/modes';
const args = process.argv.slice(2);
const only = args.includes('--modes') ? args[args.indexOf('--modes') + 1].split(',') : null;

const dist = (file) => join(ROOT, 'dist/apps/translation/src/engines/apertium', file);
if (!existsSync(dist('apertium.engine.js'))) build();
const require = createRequire(import.meta.url);
require('@nestjs/common').Logger.overrideLogger(['error']);
const { ApertiumEngine } = require(dist('apertium.engine.js'));
const { discoverModes } = require(dist('apertium-modes.js'));

/**
 * Memory (MB) of the process groups this process started (one per pipeline): proportional set
 * size, so libraries the stages share are counted once, not once per stage.
 */
function pipelineMemoryMb() {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,pgid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const groups = new Set(rows.filter(([pid, ppid, pgid]) => ppid === process.pid && pgid === pid).map(([pid]) => pid));
  let kb = 0;
  for (const [pid] of rows.filter(([, , pgid]) => groups.has(pgid))) {
    try {
      kb += Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
    } catch {
      // The process ended between ps and the read.
    }
  }
  return kb / 1024;
}

const packages = readFileSync(join(ROOT, 'apps/translation/debian-packages.txt'), 'utf8')
  .split('\n')
  .map((line) => line.replace(/#.*/, '').trim())
  .filter((name) => /^apertium-.+-.+/.test(name) && name !== 'apertium-apy');
const installedKb = packages.reduce((sum, name) => {
  try {
    return sum + Number(execFileSync('dpkg-query', ['-W', '-f=${Installed-Size}', name], { encoding: 'utf8' }));
  } catch {
    return sum;
  }
}, 0);

const modes = new Map(discoverModes(MODES_DIR).map((m) => [m.name, m]));
const names = [...modes.keys()].filter((name) => !only || only.includes(name));
console.log(
  `${packages.length} pair packages, ${(installedKb / 1024).toFixed(0)} MB installed; ` +
    `${modes.size} modes offered; measuring ${names.length}\n`,
);

const results = [];
for (const name of names) {
  const mode = modes.get(name);
  const engine = new ApertiumEngine({ modesDir: MODES_DIR, timeoutMs: 60_000, timeoutMsPer1000Chars: 1_000 });
  const job = {
    source: mode.source,
    target: mode.targetVariant ? `${mode.target}-${mode.targetVariant}` : mode.target,
  };
  const started = performance.now();
  const [first] = await engine.translate(job, [{ text: 'The house is big and the garden is green.', glossary: [] }]);
  const startMs = performance.now() - started;
  const memoryMb = pipelineMemoryMb();
  const again = performance.now();
  await engine.translate(job, [{ text: 'A second sentence, once the pipeline is warm.', glossary: [] }]);
  const warmMs = performance.now() - again;
  engine.stop();
  results.push({ name, ok: first.ok, startMs, warmMs, memoryMb });
  console.log(
    `${name.padEnd(22)} ${first.ok ? 'ok  ' : 'FAIL'} first text ${startMs.toFixed(0).padStart(5)} ms, ` +
      `then ${warmMs.toFixed(0).padStart(4)} ms; ${memoryMb.toFixed(0).padStart(4)} MB` +
      (first.ok ? '' : `  ${first.error.message}`),
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
}

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const memory = results.map((r) => r.memoryMb);
const total = memory.reduce((a, b) => a + b, 0);
console.log(
  `\n${results.filter((r) => r.ok).length}/${results.length} modes translate; memory per started pipeline: ` +
    `median ${median(memory).toFixed(0)} MB, largest ${Math.max(...memory).toFixed(0)} MB, ` +
    `all at once ${(total / 1024).toFixed(1)} GB; first text (pipeline start) median ` +
    `${median(results.map((r) => r.startMs)).toFixed(0)} ms`,
);
