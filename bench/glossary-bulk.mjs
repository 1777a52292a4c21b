// Glossary figures through the gateway (issue 3, "Tests and figures"):
//   - time to import 10,000 three-language terms through POST .../terms/bulk (target < 5 s);
//   - p50 / p95 latency of listing a page of terms, GET .../terms?page=N&limit=50 (target p50 < 20 ms).
//
// Starts nothing: point it at a running cluster (`npm start`) with an API key:
//   BASE_URL=http://localhost:3300 API_KEY=tsk_... node bench/glossary-bulk.mjs
// Optional: TERMS (default 10000), PER_REQUEST (default 2500; a request body is limited to 1 MiB,
// and 2,500 of these terms are about 0.6 MiB), LIST_RUNS (default 300), KEEP=1 keeps the glossary.
const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const API_KEY = process.env.API_KEY;
const TERMS = Number(process.env.TERMS ?? 10_000);
const PER_REQUEST = Number(process.env.PER_REQUEST ?? 2_500);
const LIST_RUNS = Number(process.env.LIST_RUNS ?? 300);
const say = (line) => process.stdout.write(`${line}\n`);

if (!API_KEY) {
  say('API_KEY is required (NATS_URL=nats://127.0.0.1:4222 npm run cli -- key create --org <org> --label bench)');
  process.exit(2);
}

async function call(method, path, body) {
  const response = await fetch(`${BASE_URL}/v1${path}`, {
    method,
    headers: { 'X-Api-Key': API_KEY, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (response.status >= 300)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json).slice(0, 500)}`);
  return json;
}

const term = (i) => ({
  definitions: [
    { language: 'en', term: `glossary term ${i}`, definition: `English definition of term number ${i}` },
    {
      language: 'de',
      term: `Glossarbegriff ${i}`,
      definition: `Deutsche Definition von Begriff ${i}`,
      caseSensitivity: 'capitals',
    },
    { language: 'fr', term: `terme du glossaire ${i}`, definition: `Définition française du terme ${i}` },
  ],
});

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const glossary = (
  await call('POST', '/translation/glossaries', {
    name: `bench ${new Date().toISOString()}`,
    languages: ['en', 'de', 'fr'],
  })
).data;
say(`glossary ${glossary.id} on ${BASE_URL}`);

try {
  const started = performance.now();
  let created = 0;
  for (let start = 0; start < TERMS; start += PER_REQUEST) {
    const terms = Array.from({ length: Math.min(PER_REQUEST, TERMS - start) }, (_, i) => term(start + i));
    const answer = await call('POST', `/translation/glossaries/${glossary.id}/terms/bulk`, { terms });
    created += answer.data.length;
  }
  const importMs = performance.now() - started;
  say(
    `bulk import: ${created} terms x 3 languages in ${(importMs / 1000).toFixed(2)} s (${Math.ceil(TERMS / PER_REQUEST)} requests; target < 5 s)`,
  );

  const pages = Math.ceil(created / 50);
  for (let i = 0; i < 20; i++) await call('GET', `/translation/glossaries/${glossary.id}/terms?page=${1 + i}&limit=50`); // warm-up
  const times = [];
  for (let i = 0; i < LIST_RUNS; i++) {
    const page = 1 + ((i * 7919) % pages);
    const t0 = performance.now();
    const answer = await call('GET', `/translation/glossaries/${glossary.id}/terms?page=${page}&limit=50`);
    times.push(performance.now() - t0);
    if (answer.data.length !== 50 || answer.pagination.total !== created)
      throw new Error(`unexpected page ${page}: ${JSON.stringify(answer.pagination)}`);
  }
  times.sort((a, b) => a - b);
  say(
    `list a page of 50 terms: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms over ${LIST_RUNS} random pages (target p50 < 20 ms)`,
  );
} finally {
  if (!process.env.KEEP) await call('DELETE', `/translation/glossaries/${glossary.id}`);
}
