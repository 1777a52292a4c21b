// Glossaries at enterprise size (issue 24), through the gateway, at 1,000, 10,000 and 100,000
// en-es terms made of real dictionary words:
//   - import time (POST .../terms/bulk, 2,500 terms a request: a body is limited to 1 MiB);
//   - first use: the first translation and the first term count with the new glossary (the glossary
//     service writes it to the object store, the services read and compile it);
//   - warm translation p50 with the glossary against the same call without one (ignoreCache, Apertium);
//     target: at most twice the time without, or 30 ms more, whichever is larger;
//   - warm term count p50 with source and target of 1,000 and 100,000 characters (target < 150 ms),
//     after one count of the texts (it compiles the target entries of the terms found; printed apart);
//   - memory per compiled glossary: heap growth of compiling the English entries in this process
//     (run with --expose-gc; needs dist/ from `npm run build`).
//
//   node --expose-gc bench/glossary-size.mjs          starts a cluster of its own (like the other benches)
//   BASE_URL=http://localhost:3000 API_KEY=tsk_... node --expose-gc bench/glossary-size.mjs
// Optional: SIZES (default 1000,10000,100000), RUNS (default 30), KEEP=1 keeps the glossaries,
// JSON=1 also prints the figures as one JSON line. With its own cluster it prints the CPU seconds each service
// (and its child processes: the analysers) used during the import. The words come from Debian's hunspell-en-us and
// hunspell-es dictionaries (`flock /tmp/apt.lock apt-get install -y hunspell-en-us hunspell-es`).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { generateTerms, importTerms, textOf } from './glossary-data.mjs';
import { cpuSeconds, median, post, startBenchCluster } from './translate-cluster.mjs';

const require = createRequire(import.meta.url);
const SIZES = (process.env.SIZES ?? '1000,10000,100000').split(',').map(Number);
const RUNS = Number(process.env.RUNS ?? 30);
const say = (line) => process.stdout.write(`${line}\n`);

/** The process's children: its threads' `children` lists in /proc. */
function childrenOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** CPU seconds of each service, and apart of its child processes (analysers; a gone one counts 0). */
function cpuByService(pids) {
  const own = (pid) => {
    try {
      return cpuSeconds(pid);
    } catch {
      return 0;
    }
  };
  const descendants = (pid) => childrenOf(pid).flatMap((child) => [child, ...descendants(child)]);
  return Object.fromEntries(
    Object.entries(pids ?? {}).map(([app, pid]) => [
      app,
      { own: own(pid), children: descendants(pid).reduce((sum, child) => sum + own(child), 0) },
    ]),
  );
}

/** CPU seconds used by each service and its children since `before` (cpuByService). */
function cpuSince(before) {
  return Object.fromEntries(
    Object.entries(cpuByService(cluster.pids)).map(([app, after]) => [
      app,
      { own: after.own - before[app].own, children: after.children - before[app].children },
    ]),
  );
}

async function timed(task) {
  const started = performance.now();
  await task();
  return performance.now() - started;
}

/** Heap growth and time of compiling the English entries as translation does, in this process. */
async function compiledMemory(terms) {
  if (!global.gc) return null;
  let CompiledGlossary;
  try {
    // A path computed at run time: dist/ exists only after a build.
    ({ CompiledGlossary } = require(new URL('../dist/libs/term-matcher/src/index.js', import.meta.url).pathname));
  } catch {
    return null;
  }
  const entries = terms.map((t, i) => ({ termId: String(i), language: 'en', term: t.en, caseSensitivity: 'ignore' }));
  global.gc();
  const before = process.memoryUsage().heapUsed;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const compiled = await CompiledGlossary.compile(entries);
  const ms = performance.now() - started;
  const cpuMs = (process.cpuUsage(cpu).user + process.cpuUsage(cpu).system) / 1000;
  global.gc();
  const mb = (process.memoryUsage().heapUsed - before) / 1e6;
  void compiled.languageCodes;
  return { mb, ms, cpuMs };
}

async function measure(call, size, terms) {
  const glossary = await call('/v1/translation/glossaries', { name: `size ${size}`, languages: ['en', 'es'] });
  const cpuBefore = cpuByService(cluster.pids);
  const importMs = await timed(() => importTerms(call, glossary.id, terms));
  const importCpu = cpuSince(cpuBefore);
  const sentence = textOf(terms, 120);
  const translate = (withGlossary) =>
    call('/v1/translation/translate', {
      sourceLanguage: 'en',
      targetLanguage: 'es',
      text: sentence,
      ignoreCache: true,
      ...(withGlossary ? { glossaryId: glossary.id } : {}),
    });
  const count = (source, target) =>
    call(`/v1/translation/glossaries/${glossary.id}/terms/count`, {
      sourceLanguage: 'en',
      sourceText: source,
      targetLanguage: 'es',
      targetText: target,
    });
  const cpuBeforeUse = cpuByService(cluster.pids);
  const firstTranslateMs = await timed(() => translate(true));
  const small = [textOf(terms, 1_000), textOf(terms, 1_000, true)];
  const firstCountMs = await timed(() => count(...small));
  // Includes what is left of the analysis ahead when the first use comes.
  const firstUseCpu = cpuSince(cpuBeforeUse);

  const without = [];
  const withGlossary = [];
  for (let i = 0; i < RUNS; i++) {
    without.push(await timed(() => translate(false)));
    withGlossary.push(await timed(() => translate(true)));
  }
  const counts1k = [];
  for (let i = 0; i < RUNS; i++) counts1k.push(await timed(() => count(...small)));
  const large = [textOf(terms, 100_000), textOf(terms, 100_000, true)];
  // The first count of these texts also compiles the target entries of the ~3,000 terms it finds
  // (the target side is compiled per found term): timed apart, as the first translation is.
  const firstCount100kMs = await timed(() => count(...large));
  const counts100k = [];
  for (let i = 0; i < Math.min(RUNS, 10); i++) counts100k.push(await timed(() => count(...large)));
  return {
    glossaryId: glossary.id,
    size,
    importMs,
    importCpu,
    firstUseCpu,
    firstTranslateMs,
    firstCountMs,
    translateWithoutP50: median(without),
    translateWithP50: median(withGlossary),
    count1kP50: median(counts1k),
    firstCount100kMs,
    count100kP50: median(counts100k),
    count100kRuns: counts100k.map(Math.round),
    compiled: await compiledMemory(terms),
  };
}

const external = process.env.BASE_URL && process.env.API_KEY;
const cluster = external
  ? { baseUrl: process.env.BASE_URL.replace(/\/$/, ''), key: process.env.API_KEY, stop: async () => {} }
  : await startBenchCluster({ apps: ['auth', 'glossary', 'term-counter', 'translation'] });
let exitCode = 1;
try {
  const call = (path, body) => post(cluster.baseUrl, cluster.key, path, body).then((r) => r.data);
  const all = generateTerms(Math.max(...SIZES));
  say(`${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} at the start; ${RUNS} runs per figure`);
  const figures = [];
  for (const size of SIZES) {
    const f = await measure(call, size, all.slice(0, size));
    figures.push(f);
    const ms = (v) => `${Math.round(v)} ms`;
    const limit = Math.max(2 * f.translateWithoutP50, f.translateWithoutP50 + 30);
    say(`\n${size.toLocaleString('en')} terms (en-es)`);
    say(`  import                         ${ms(f.importMs)}`);
    for (const [app, cpu] of Object.entries(f.importCpu))
      say(`    CPU during it, ${app.padEnd(13)} ${cpu.own.toFixed(1)} s + ${cpu.children.toFixed(1)} s in children`);
    say(`  first translation              ${ms(f.firstTranslateMs)}   (target < 3000 ms)`);
    say(`  first term count               ${ms(f.firstCountMs)}   (target < 3000 ms)`);
    for (const app of ['translation', 'term-counter'].filter((a) => f.firstUseCpu[a]))
      say(
        `    CPU during both, ${app.padEnd(12)} ${f.firstUseCpu[app].own.toFixed(1)} s + ${f.firstUseCpu[app].children.toFixed(1)} s in children`,
      );
    say(
      `  warm translate p50             ${ms(f.translateWithP50)} with, ${ms(f.translateWithoutP50)} without (limit ${ms(limit)})`,
    );
    say(`  warm term count p50, 1k chars  ${ms(f.count1kP50)}   (target < 150 ms)`);
    say(`  first count of the 100k texts  ${ms(f.firstCount100kMs)}`);
    say(
      `  warm term count p50, 100k chars ${ms(f.count100kP50)}   (target < 150 ms; runs ${f.count100kRuns.join(' ')})`,
    );
    if (f.compiled)
      say(
        `  compiled (en, in this process) ${f.compiled.mb.toFixed(1)} MB heap, ${ms(f.compiled.ms)} (${ms(f.compiled.cpuMs)} CPU)`,
      );
    if (!process.env.KEEP)
      await fetch(`${cluster.baseUrl}/v1/translation/glossaries/${f.glossaryId}`, {
        method: 'DELETE',
        headers: { 'x-api-key': cluster.key },
      });
  }
  say(`\nload average ${loadavg()[0].toFixed(1)} at the end`);
  if (process.env.JSON) say(JSON.stringify({ figures }));
  exitCode = 0;
} catch (error) {
  console.error(error);
} finally {
  await cluster.stop();
}
process.exit(exitCode);
