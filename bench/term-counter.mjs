// Term counter figures through the gateway (issue 4, "Figures"):
//   - p50 / p95 latency for a 5,000-term glossary, 100,000-character source and target;
//   - the 100k / 50k time ratio (linear is 2);
//   - cold start: the first count in a language no earlier request loaded;
//   - resident memory of the term-counter process (and its helpers) with every language loaded.
//
// Run: `node bench/term-counter.mjs` starts an isolated cluster of its own (embedded PostgreSQL,
// own NATS, built dist/) and stops it afterwards. Against a running cluster instead:
// BENCH_GATEWAY_URL=http://localhost:3000 BENCH_API_KEY=tsk_... [BENCH_TERM_COUNTER_PID=...] node bench/term-counter.mjs
// BENCH_RUNS (default 30) sets the measured requests per size.
// The own cluster's NATS keeps the stock 1 MiB message limit (BENCH_NATS_MAX_PAYLOAD changes it):
// the 5,000-term glossary (~1.3 MB of JSON) reaches the term counter gzipped (getEntriesPacked).
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { rng } from './glossary-data.mjs';

const ROOT = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
const require = createRequire(import.meta.url);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const TERMS = 5_000;
const MAX_PAYLOAD = process.env.BENCH_NATS_MAX_PAYLOAD ?? '1MB';
const payloadBytes = (size) => {
  const [, n, unit] = /^(\d+)\s*(KB|MB)?$/i.exec(size) ?? [undefined, '1', 'MB'];
  return Number(n) * ({ kb: 1024, mb: 1024 * 1024 }[(unit ?? '').toLowerCase()] ?? 1);
};
const say = (line) => process.stdout.write(`${line}\n`);

// ---------- deterministic data ----------

/** Real words from a Hunspell word list, so the dictionaries do real work. */
function vocabulary(dic, keep, count, seed) {
  const words = readFileSync(`/usr/share/hunspell/${dic}.dic`, 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.split('/')[0].trim())
    .filter((w) => keep.test(w));
  const r = rng(seed);
  const out = new Set();
  while (out.size < Math.min(count, words.length)) out.add(words[Math.floor(r() * words.length)]);
  return [...out];
}

function makeTerms(en, de) {
  const r = rng(11);
  const terms = [];
  const seen = new Set();
  while (terms.length < TERMS) {
    const length = 1 + Math.floor(r() * r() * 3);
    const pick = (v) => Array.from({ length }, () => v[Math.floor(r() * v.length)]).join(' ');
    const source = pick(en);
    if (seen.has(source)) continue;
    seen.add(source);
    terms.push({ en: source, de: pick(de) });
  }
  return terms;
}

/** Sentences of filler words with a glossary term about every 15 words; exactly `size` code points. */
function makeText(size, filler, termsOf, seed) {
  const r = rng(seed);
  const parts = [];
  let length = 0;
  let inSentence = 0;
  while (length < size + 100) {
    let word = r() < 1 / 15 ? termsOf(Math.floor(r() * TERMS)) : filler[Math.floor(r() * filler.length)];
    if (inSentence === 0) word = word[0].toUpperCase() + word.slice(1);
    inSentence = (inSentence + 1) % 12;
    const piece = inSentence === 0 ? `${word}. ` : `${word} `;
    parts.push(piece);
    length += piece.length;
  }
  return [...parts.join('')].slice(0, size).join('');
}

// ---------- the cluster ----------

async function ownCluster() {
  const { build } = await import(join(ROOT, 'scripts/lib/dependencies.mjs'));
  const { startEmbeddedPostgres, ensureDatabase, dropDatabase } = await import(join(ROOT, 'scripts/lib/postgres.mjs'));
  const { freePort, startNatsServer } = await import(join(ROOT, 'scripts/lib/nats.mjs'));
  const { UNMETERED_PLAN_ENV, useNatsCredentials } = await import(join(ROOT, 'scripts/lib/cluster.mjs'));
  // The same authenticated NATS as `npm start` runs (one NKey user per app, no anonymous user).
  const startNats = async (port, maxPayload) => {
    const name = `bench-nats-term-counter-${process.pid}`;
    const nats = await startNatsServer({ port, name, subjectPrefix: '', maxPayload: payloadBytes(maxPayload) });
    useNatsCredentials(nats.credentialsFor);
    const stop = () => {
      nats.stop();
      for (const dir of [name, `${name}-auth`]) rmSync(join(ROOT, '.data', dir), { recursive: true, force: true });
    };
    return { url: nats.url, adminSeed: nats.keys.admin.seed, stop };
  };
  const { runAllMigrations, startCluster } = await import(join(ROOT, 'scripts/lib/cluster.mjs'));
  if (!process.env.BENCH_SKIP_BUILD) build();
  const stops = [];
  try {
    let adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) {
      const name = `bench-postgres-term-counter-${process.pid}`;
      const pg = await startEmbeddedPostgres({ name, port: await freePort() });
      stops.push(() => rmSync(join(ROOT, '.data', name), { recursive: true, force: true }), pg.stop);
      adminUrl = pg.url;
    }
    const database = `ts_bench_${Date.now()}`;
    const databaseUrl = await ensureDatabase(adminUrl, database);
    stops.push(() => dropDatabase(adminUrl, database));
    const nats = await startNats(await freePort(), MAX_PAYLOAD);
    stops.push(nats.stop);
    const gatewayPort = await freePort();
    const env = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      NATS_URL: nats.url,
      ...UNMETERED_PLAN_ENV,
      GLOSSARY_MAX_REPLY_BYTES: String(payloadBytes(MAX_PAYLOAD) - 8 * 1024),
    };
    await runAllMigrations(env);
    const processes = await startCluster({ env, gatewayPort, logDir: join(ROOT, '.data', 'bench-logs') });
    stops.push(() => Promise.all(processes.map((p) => p.stop())));
    const key = await createKey(nats.url, nats.adminSeed);
    const termCounter = processes.find((p) => p.app === 'term-counter');
    return {
      gatewayUrl: `http://127.0.0.1:${gatewayPort}`,
      key,
      termCounterPid: termCounter.status().pid,
      stop: () => stopAll(stops),
    };
  } catch (error) {
    await stopAll(stops);
    throw error;
  }
}

async function stopAll(stops) {
  for (const stop of stops.reverse())
    await Promise.resolve()
      .then(stop)
      .catch((e) => console.error(e));
}

/** An organization and key through the auth service, in Nest's NATS request format, as the CLI's `admin` user. */
async function createKey(natsUrl, adminSeed) {
  const { connect, JSONCodec } = require('nats');
  require('reflect-metadata');
  const { natsConnectionOptions } = require(join(ROOT, 'dist/libs/common/src/nats/connection-options.js'));
  const nc = await connect(
    natsConnectionOptions({ NATS_URL: natsUrl, NATS_SUBJECT_PREFIX: '', NATS_NKEY_SEED: adminSeed }, 'bench-admin'),
  );
  const jc = JSONCodec();
  const { Subjects } = loadTs('libs/contracts/src/subjects.ts');
  const call = async (pattern, data) => {
    const reply = jc.decode(
      (await nc.request(pattern, jc.encode({ pattern, data, id: `${Date.now()}` }), { timeout: 10_000 })).data,
    );
    if (reply.err) throw new Error(`${pattern}: ${JSON.stringify(reply.err)}`);
    return reply.response;
  };
  try {
    const org = await call(Subjects.auth.createOrganization, { name: `bench-${Date.now()}` });
    return (await call(Subjects.auth.createKey, { org: org.id, label: 'bench' })).key;
  } finally {
    await nc.close();
  }
}

function loadTs(path) {
  require(join(ROOT, 'scripts/term-matcher/register.cjs'));
  return require(join(ROOT, path));
}

// ---------- HTTP ----------

function client(gatewayUrl, key) {
  return async (method, path, body) => {
    const response = await fetch(gatewayUrl + path, {
      method,
      headers: { 'X-Api-Key': key, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await response.json();
    if (response.status >= 300) {
      const error = new Error(`${method} ${path}: ${response.status} ${json.error?.message}`);
      error.status = response.status;
      throw error;
    }
    return json.data;
  };
}

async function timed(fn) {
  const started = performance.now();
  const result = await fn();
  return { ms: performance.now() - started, result };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms) => Math.round(ms * 10) / 10;

async function latencies(call, path, body, runs) {
  const times = [];
  let last;
  for (let i = 0; i < runs; i++) {
    const { ms, result } = await timed(() => call('POST', path, body));
    times.push(ms);
    last = result;
  }
  times.sort((a, b) => a - b);
  return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), last };
}

// ---------- memory ----------

/** Resident memory of a process and all its descendants (Apertium, hspell helpers), in MiB. */
function residentMemory(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      /* gone */
    }
  }
  const rss = (p) => {
    try {
      const line = readFileSync(`/proc/${p}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
      return line ? Number(line[1]) / 1024 : 0;
    } catch {
      return 0;
    }
  };
  let total = 0;
  let helpers = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop();
    total += rss(p);
    helpers += p === pid ? 0 : 1;
    stack.push(...(children.get(p) ?? []));
  }
  return { node: Math.round(rss(pid)), total: Math.round(total), helpers };
}

// ---------- the run ----------

async function main() {
  const external = process.env.BENCH_GATEWAY_URL && process.env.BENCH_API_KEY;
  const cluster = external
    ? {
        gatewayUrl: process.env.BENCH_GATEWAY_URL,
        key: process.env.BENCH_API_KEY,
        termCounterPid: Number(process.env.BENCH_TERM_COUNTER_PID) || null,
        stop: () => {},
      }
    : await ownCluster();
  const interrupted = () => Promise.resolve(cluster.stop()).finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    await run(cluster);
  } finally {
    await cluster.stop();
  }
}

async function run({ gatewayUrl, key, termCounterPid }) {
  const call = client(gatewayUrl, key);
  // Figures on a shared machine swing with its load: print it beside them.
  const load = () => loadavg()[0].toFixed(1);
  say(`machine: ${cpus().length} CPUs, load average ${load()} at start`);
  say(
    `term counter benchmark against ${gatewayUrl} (${RUNS} requests per size${process.env.BENCH_GATEWAY_URL ? '' : `, NATS max_payload ${MAX_PAYLOAD}`})`,
  );

  const en = vocabulary('en_US', /^[a-z]{3,12}$/, 20_000, 3);
  const de = vocabulary('de_DE', /^[A-Za-zäöüß]{3,14}$/, 20_000, 5);
  const terms = makeTerms(en.slice(0, 8_000), de.slice(0, 8_000));
  const glossary = await call('POST', '/v1/translation/glossaries', {
    name: `bench ${TERMS} terms`,
    languages: ['en', 'de'],
  });
  const { ms: loadMs } = await timed(async () => {
    for (let i = 0; i < TERMS; i += 250) {
      const batch = terms.slice(i, i + 250).map((t) => ({
        definitions: [
          { language: 'en', term: t.en, definition: 'd' },
          { language: 'de', term: t.de, definition: 'd' },
        ],
      }));
      await call('POST', `/v1/translation/glossaries/${glossary.id}/terms/bulk`, { terms: batch });
    }
  });
  say(`glossary: ${TERMS} terms (en, de) created in ${Math.round(loadMs)} ms`);

  const source = makeText(100_000, en.slice(8_000), (i) => terms[i].en, 21);
  const target = makeText(100_000, de.slice(8_000), (i) => terms[i].de, 21);
  const path = `/v1/translation/glossaries/${glossary.id}/terms/count`;
  const full = { sourceLanguage: 'en', sourceText: source, targetLanguage: 'de', targetText: target };
  const half = {
    sourceLanguage: 'en',
    sourceText: source.slice(0, 50_000),
    targetLanguage: 'de',
    targetText: target.slice(0, 50_000),
  };

  const { ms: firstMs } = await timed(() => call('POST', path, full));
  say(`first count (fetch 5,000 terms, compile en+de, load dictionaries): ${Math.round(firstMs)} ms`);
  for (let i = 0; i < 3; i++) await call('POST', path, full);

  const big = await latencies(call, path, full, RUNS);
  const small = await latencies(call, path, half, RUNS);
  const ratio = Math.round((big.p50 / small.p50) * 100) / 100;
  say(
    `100k + 100k: p50 ${big.p50} ms, p95 ${big.p95} ms (source ${big.last.source.count} matches, target ${big.last.target.count}, ${big.last.terms.length} terms)`,
  );
  say(`50k + 50k:   p50 ${small.p50} ms, p95 ${small.p95} ms`);
  say(`100k / 50k p50 ratio: ${ratio}`);
  const source100k = await latencies(
    call,
    path,
    { sourceLanguage: 'en', sourceText: source },
    Math.max(5, Math.floor(RUNS / 3)),
  );
  say(`100k source only: p50 ${source100k.p50} ms, p95 ${source100k.p95} ms`);

  const cold = await coldStarts(call);
  const memory = termCounterPid ? residentMemory(termCounterPid) : null;
  if (memory)
    say(
      `term-counter resident memory, every language loaded: node ${memory.node} MiB; with ${memory.helpers} helper processes ${memory.total} MiB`,
    );
  else say('resident memory: set BENCH_TERM_COUNTER_PID to measure it against an external cluster');

  say(
    `\nFIGURES ${JSON.stringify({
      terms: TERMS,
      p50_100k_ms: big.p50,
      p95_100k_ms: big.p95,
      p50_50k_ms: small.p50,
      ratio_100k_50k: ratio,
      source_only_100k_p50_ms: source100k.p50,
      first_count_ms: Math.round(firstMs),
      cold_start_median_ms: cold.median,
      cold_start_max_ms: cold.max,
      cold_start_max_language: cold.maxLanguage,
      languages_loaded: cold.loaded,
      rss_node_mib: memory?.node ?? null,
      rss_total_mib: memory?.total ?? null,
      cpus: cpus().length,
      load_average_1m: Number(load()),
    })}`,
  );
}

/** One glossary per language; its first count loads that language's resources, the second is warm. */
async function coldStarts(call) {
  const { languageTable } = loadTs('libs/term-matcher/src/index.ts');
  const languages = languageTable()
    .map((row) => row.code)
    .filter((code) => code !== 'en' && code !== 'de');
  const rows = [];
  const skipped = [];
  for (const language of languages) {
    let glossary;
    try {
      glossary = await call('POST', '/v1/translation/glossaries', { name: `cold ${language}`, languages: [language] });
      await call('POST', `/v1/translation/glossaries/${glossary.id}/terms`, {
        definitions: [{ language, term: 'benchmark', definition: 'd' }],
      });
    } catch (error) {
      skipped.push(`${language} (${error.message})`);
      continue;
    }
    const body = { sourceLanguage: language, sourceText: 'A benchmark text, benchmark. '.repeat(20) };
    const path = `/v1/translation/glossaries/${glossary.id}/terms/count`;
    const first = await timed(() => call('POST', path, body));
    const warm = await timed(() => call('POST', path, body));
    rows.push({ language, first: Math.round(first.ms), warm: Math.round(warm.ms) });
  }
  say('\ncold start (first count in a new language, then warm), ms:');
  for (let i = 0; i < rows.length; i += 6)
    say(
      '  ' +
        rows
          .slice(i, i + 6)
          .map((r) => `${r.language} ${r.first}/${r.warm}`.padEnd(16))
          .join(''),
    );
  if (skipped.length) say(`  not measured: ${skipped.join('; ')}`);
  const sorted = [...rows].sort((a, b) => a.first - b.first);
  const max = sorted.at(-1);
  return {
    median: sorted[Math.floor(sorted.length / 2)]?.first ?? null,
    max: max?.first ?? null,
    maxLanguage: max?.language ?? null,
    loaded: rows.length + 2,
  };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
