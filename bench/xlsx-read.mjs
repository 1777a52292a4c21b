// Reading a large XLSX glossary (issue 38 follow-up): time and memory of turning a 100,000-term
// workbook, in the layout the glossary export writes (inline rich-text cells, a definition per
// language, caseSensitivity and translationFlag columns), into rows, as the gateway's import and localization's XLSX sources do.
//   - "full": exceljs's whole-workbook reader, as readXlsxRows used it before (the floor to beat);
//   - "stream": readXlsxRows of libs/common now (dist/ from `npm run build`).
// Each reader runs in a process of its own, so peak resident memory is its own.
//   node bench/xlsx-read.mjs             TERMS (default 100000), READERS (default full,stream)
// Goal: the streaming reader under 200 MB above the process's start, and faster than the floor.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';

const require = createRequire(import.meta.url);
const ExcelJS = require('exceljs');
const TERMS = Number(process.env.TERMS ?? 100_000);
const say = (line) => process.stdout.write(`${line}\n`);
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const LIMITS = { maxUnpackedBytes: 64 * 1024 * 1024, maxZipEntries: 1_000 };

async function writeWorkbook(path) {
  const stream = new PassThrough();
  const chunks = [];
  stream.on('data', (chunk) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Glossary');
  const cell = (text) => ({ richText: [{ text }] });
  const header = ['en', 'en:definition', 'en:caseSensitivity', 'de', 'de:definition', 'de:caseSensitivity'];
  sheet.addRow([...header, 'translationFlag'].map(cell)).commit();
  for (let i = 0; i < TERMS; i++)
    sheet
      .addRow(
        [
          `glossary term ${i}`,
          `Definition of glossary term number ${i} & its use in R&D`,
          'auto',
          `Glossarbegriff ${i}`,
          `Definition des Glossarbegriffs ${i}`,
          'capitals',
          'true',
        ].map(cell),
      )
      .commit();
  sheet.commit();
  await workbook.commit();
  writeFileSync(path, Buffer.concat(chunks));
}

async function fullReader(bytes) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const rows = [];
  workbook.worksheets[0].eachRow((row) => rows.push(row.values));
  return rows.length;
}

async function streamReader(bytes) {
  const path = new URL('../dist/libs/common/src/files/xlsx-rows.js', import.meta.url).pathname;
  const { readXlsxRows } = require(path);
  return (await readXlsxRows(bytes, 'XLSX file', LIMITS)).length;
}

/** One reader in this process: prints rows, seconds and peak RSS growth as JSON. */
async function measure(reader, path) {
  const bytes = readFileSync(path);
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const started = performance.now();
  const rows = await (reader === 'full' ? fullReader : streamReader)(bytes);
  const ms = performance.now() - started;
  clearInterval(timer);
  // maxRSS (kB) also catches a peak inside a synchronous stretch the timer could not sample.
  peak = Math.max(peak, process.resourceUsage().maxRSS * 1024);
  process.stdout.write(JSON.stringify({ rows, ms, growth: peak - rssBefore }));
}

if (process.argv[2] === 'measure') await measure(process.argv[3], process.argv[4]);
else {
  const path = join(tmpdir(), `bench-xlsx-${TERMS}.xlsx`);
  if (!existsSync(path)) await writeWorkbook(path);
  say(`workbook: ${TERMS.toLocaleString('en')} terms, ${mb(statSync(path).size)} on disk`);
  const results = {};
  for (const reader of (process.env.READERS ?? 'full,stream').split(',')) {
    const out = execFileSync(process.execPath, [new URL(import.meta.url).pathname, 'measure', reader, path]);
    const { rows, ms, growth } = JSON.parse(out.toString());
    results[reader] = { ms, growth };
    say(`${reader}: ${rows.toLocaleString('en')} rows in ${(ms / 1000).toFixed(2)} s, peak memory +${mb(growth)}`);
  }
  if (results.stream)
    say(
      `goal: streaming reader under 200 MB: ${results.stream.growth < 200 * 1024 * 1024 ? 'met' : 'NOT met'}` +
        (results.full ? `; ${(results.full.ms / results.stream.ms).toFixed(1)}x the full reader's speed` : ''),
    );
}
