// Where a warm 100,000-character term count of a large glossary spends its CPU, per process:
// imports a glossary of TERMS generated en-es terms, counts two 100,000-character texts RUNS
// times, and prints wall time per count and each app's CPU per count (robust to other load).
//   TERMS=100000 RUNS=10 node bench/glossary-count-cpu.mjs
// With PROFILE_APPS=term-counter,gateway PROFILE_DIR=/tmp/prof the apps write CPU profiles.
import { cpuSeconds, median, post, startBenchCluster } from './translate-cluster.mjs';
import { generateTerms, importTerms, textOf } from './glossary-data.mjs';

const TERMS = Number(process.env.TERMS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 10);
const cluster = await startBenchCluster({ apps: ['auth', 'glossary', 'term-counter'] });
try {
  const call = (path, body) => post(cluster.baseUrl, cluster.key, path, body).then((r) => r.data);
  const terms = generateTerms(TERMS);
  const glossary = await call('/v1/translation/glossaries', { name: 'count cpu', languages: ['en', 'es'] });
  await importTerms(call, glossary.id, terms);
  const body = {
    sourceLanguage: 'en',
    sourceText: textOf(terms, 100_000),
    targetLanguage: 'es',
    targetText: textOf(terms, 100_000, true),
  };
  const count = () => call(`/v1/translation/glossaries/${glossary.id}/terms/count`, body);
  let started = performance.now();
  await count();
  console.log(`first count ${Math.round(performance.now() - started)} ms`);
  await count();
  const cpuBefore = Object.fromEntries(Object.entries(cluster.pids).map(([app, pid]) => [app, cpuSeconds(pid)]));
  const walls = [];
  for (let i = 0; i < RUNS; i++) {
    started = performance.now();
    await count();
    walls.push(performance.now() - started);
  }
  console.log(`warm count p50 ${Math.round(median(walls))} ms (${walls.map(Math.round).join(' ')})`);
  for (const [app, pid] of Object.entries(cluster.pids))
    console.log(
      `  ${app.padEnd(13)} ${(((cpuSeconds(pid) - cpuBefore[app]) * 1000) / RUNS).toFixed(1)} ms CPU per count`,
    );
} finally {
  await cluster.stop();
}
