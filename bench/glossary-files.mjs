// Glossary files (issue 38), through the gateway:
//   - import of 100,000 two-language terms with definitions from TBX (target < 20 s), sent as files
//     of FILE_TERMS terms each: an upload is limited to 10 MiB, and 20,000 of these entries are about 7.8 MB;
//   - export of the same glossary as TBX, CSV, TSV and XLSX (target < 10 s each), then that XLSX
//     imported into a new glossary in one file (the whole import path; no target), each with the
//     gateway's and the glossary service's resident memory sampled every 20 ms: "flat" means the
//     peak growth of an export of 100,000 terms is about that of 10,000 (pages, not the glossary).
//
//   node bench/glossary-files.mjs        starts a cluster of its own (auth, glossary, gateway)
// Optional: TERMS (default 100000), FILE_TERMS (default 20000), FORMATS (default tbx,csv,tsv,xlsx).
import { cpus, loadavg } from 'node:os';
import { startBenchCluster } from './translate-cluster.mjs';
import { mb, memoryLine, withMemory } from './process-memory.mjs';

const TERMS = Number(process.env.TERMS ?? 100_000);
const FILE_TERMS = Number(process.env.FILE_TERMS ?? 20_000);
const FORMATS = (process.env.FORMATS ?? 'tbx,csv,tsv,xlsx').split(',');
const say = (line) => process.stdout.write(`${line}\n`);
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

const xml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
function tbxFile(from, count) {
  const entries = [];
  for (let i = from; i < from + count; i++)
    entries.push(
      `<termEntry id="t${i}"><langSet xml:lang="en"><descrip type="definition">${xml(`Definition of glossary term number ${i} & its use`)}</descrip>` +
        `<tig><term>glossary term ${i}</term></tig></langSet>` +
        `<langSet xml:lang="de"><descrip type="definition">Definition des Glossarbegriffs ${i}</descrip>` +
        `<tig><term>Glossarbegriff ${i}</term><termNote type="caseSensitivity">capitals</termNote></tig></langSet></termEntry>\n`,
    );
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<martif type="TBX-Basic" xml:lang="en"><text><body>\n${entries.join('')}</body></text></martif>\n`,
  );
}

const cluster = await startBenchCluster({ apps: ['auth', 'glossary'] });
const { baseUrl, key } = cluster;
const pids = { gateway: cluster.pids.gateway, glossary: cluster.pids.glossary };
say(
  `${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);

async function api(method, path, body) {
  const response = await fetch(`${baseUrl}/v1${path}`, {
    method,
    headers: { 'X-Api-Key': key, ...(body instanceof FormData ? {} : { 'Content-Type': 'application/json' }) },
    body: body instanceof FormData ? body : body && JSON.stringify(body),
  });
  if (response.status >= 300)
    throw new Error(`${method} ${path}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  return response;
}

async function importFile(glossaryId, bytes, name) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const answer = await (await api('POST', `/translation/glossaries/${glossaryId}/terms/import`, form)).json();
  return answer.data.length;
}

/** Reads the whole export as it streams; answers its size, and its bytes when `keep`. */
async function exportFile(glossaryId, format, keep = false) {
  const response = await api('GET', `/translation/glossaries/${glossaryId}/terms/export?format=${format}`);
  let bytes = 0;
  const chunks = [];
  for await (const chunk of response.body) {
    bytes += chunk.length;
    if (keep) chunks.push(chunk);
  }
  return keep ? Buffer.concat(chunks) : bytes;
}

async function newGlossary(name) {
  const answer = await (await api('POST', '/translation/glossaries', { name, languages: ['en', 'de'] })).json();
  return answer.data.id;
}

try {
  // A smaller glossary first: the yardstick for "flat".
  const small = await newGlossary('bench small');
  await importFile(small, tbxFile(0, 10_000), 'small.tbx');

  const big = await newGlossary('bench files');
  const files = [];
  for (let from = 0; from < TERMS; from += FILE_TERMS) files.push(tbxFile(from, Math.min(FILE_TERMS, TERMS - from)));
  const started = performance.now();
  let created = 0;
  const imported = await withMemory(pids, async () => {
    for (const [i, bytes] of files.entries()) created += await importFile(big, bytes, `part-${i}.tbx`);
  });
  const importMs = performance.now() - started;
  say(
    `import: ${created.toLocaleString('en')} terms from ${files.length} TBX files (${mb(files.reduce((s, f) => s + f.length, 0) / 1024)}) ` +
      `in ${seconds(importMs)} (target < 20 s): ${importMs < 20_000 ? 'met' : 'NOT met'}; memory ${memoryLine(imported)}`,
  );

  for (const format of FORMATS) {
    const smallRun = await withMemory(pids, () => exportFile(small, format));
    const t0 = performance.now();
    const bigRun = await withMemory(pids, () => exportFile(big, format));
    const ms = performance.now() - t0;
    say(
      `export ${format}: ${created.toLocaleString('en')} terms, ${mb(bigRun.result / 1024)} in ${seconds(ms)} (target < 10 s): ${ms < 10_000 ? 'met' : 'NOT met'}`,
    );
    say(`  memory, 10,000 terms: ${memoryLine(smallRun)}`);
    say(`  memory, ${created.toLocaleString('en')} terms: ${memoryLine(bigRun)}`);
  }

  // The XLSX export read back through the gateway: the streaming reader of libs/common (issue 38b).
  if (FORMATS.includes('xlsx')) {
    const workbook = await exportFile(big, 'xlsx', true);
    const again = await newGlossary('bench xlsx import');
    const t0 = performance.now();
    const run = await withMemory(pids, () => importFile(again, workbook, 'export.xlsx'));
    const ms = performance.now() - t0;
    say(
      `import xlsx: ${run.result.toLocaleString('en')} terms from the ${mb(workbook.length / 1024)} export, one file, in ${seconds(ms)} ` +
        `(no target; the reading's own share is bench/xlsx-read.mjs); memory ${memoryLine(run)}`,
    );
  }
} finally {
  await cluster.stop();
}
