// Documents (issue 39), through the gateway: a 50-page DOCX made here from real text (the licence
// texts Debian ships in /usr/share/common-licenses: GPL-3, GPL-2, LGPL-2.1, MPL-2.0, Apache-2.0,
// about 17,000 words; every fourth paragraph has a sentence split by bold and italic runs) is
// translated en->es with Apertium:
//   - time from upload to READY (target < 60 s on 2 cores), and the progress values seen on the way;
//   - the localization app's resident memory above idle (target < 300 MB), and each app's CPU;
//   - the translated file: as many paragraphs as the source, the runs' formatting still there.
//
//   node bench/documents.mjs        starts a cluster of its own (auth, translation, localization)
// Optional: WORDS (default 15000), TARGET (default es).
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { createRequire } from 'node:module';
import { startBenchCluster } from './translate-cluster.mjs';
import { mb, memoryLine, withMemory } from './process-memory.mjs';

const require = createRequire(import.meta.url);
const yazl = require('yazl');
const yauzl = require('yauzl');

const WORDS = Number(process.env.WORDS ?? 15_000);
const TARGET = process.env.TARGET ?? 'es';
const LICENCES = ['GPL-3', 'GPL-2', 'LGPL-2.1', 'MPL-2.0', 'Apache-2.0'];
const say = (line) => process.stdout.write(`${line}\n`);
const xml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Paragraphs of real prose: the licences' blank-line-separated blocks, lines unwrapped. */
function realParagraphs() {
  const paragraphs = [];
  for (const name of LICENCES)
    for (const block of readFileSync(`/usr/share/common-licenses/${name}`, 'utf8').split(/\n\s*\n/)) {
      const text = block.replace(/\s+/g, ' ').trim();
      if (/\p{L}{3}/u.test(text)) paragraphs.push(text);
    }
  return paragraphs;
}

const run = (text, props = '') =>
  `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${xml(text)}</w:t></w:r>`;

/** Every fourth paragraph: its third and fourth words bold, its sixth italic (a sentence split by formatting). */
function paragraphXml(text, i) {
  const words = text.split(' ');
  if (i % 4 !== 0 || words.length < 8) return `<w:p>${run(text)}</w:p>`;
  return (
    `<w:p>${run(`${words.slice(0, 2).join(' ')} `)}${run(`${words.slice(2, 4).join(' ')}`, '<w:b/>')}` +
    `${run(` ${words[4]} `)}${run(words[5], '<w:i/>')}${run(` ${words.slice(6).join(' ')}`)}</w:p>`
  );
}

function docx(paragraphs) {
  const body = paragraphs.map(paragraphXml).join('');
  const parts = {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      `<w:body>${body}<w:sectPr/></w:body></w:document>`,
  };
  const zip = new yazl.ZipFile();
  for (const [name, text] of Object.entries(parts)) zip.addBuffer(Buffer.from(text), name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks = [];
    zip.outputStream
      .on('data', (c) => chunks.push(c))
      .on('end', () => resolve(Buffer.concat(chunks)))
      .on('error', reject);
  });
}

/** The text of one entry of a zip held in memory. */
function zipEntry(bytes, name) {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      zip.on('entry', (entry) => {
        if (entry.fileName !== name) return zip.readEntry();
        zip.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const chunks = [];
          stream.on('data', (c) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        });
      });
      zip.on('end', () => reject(new Error(`${name} not in the file`)));
      zip.readEntry();
    }),
  );
}

const count = (text, pattern) => (text.match(pattern) ?? []).length;

const paragraphs = [];
let words = 0;
for (const p of realParagraphs()) {
  if (words >= WORDS) break;
  paragraphs.push(p);
  words += p.split(' ').length;
}
const source = await docx(paragraphs);
say(
  `source: ${paragraphs.length} paragraphs, ${words.toLocaleString('en')} words (about ${Math.round(words / 300)} pages), ${mb(source.length / 1024)} DOCX`,
);

const cluster = await startBenchCluster({ apps: ['auth', 'translation', 'localization'] });
const { baseUrl, key } = cluster;
const api = async (path, init = {}) => {
  const response = await fetch(`${baseUrl}/v1${path}`, { ...init, headers: { 'X-Api-Key': key, ...init.headers } });
  if (response.status >= 300) throw new Error(`${path}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  return (await response.json()).data;
};
say(
  `${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);

try {
  // A short document first: the engine's processes are warm, as they are on a running service.
  const warm = new FormData();
  warm.append('sourceLanguage', 'en');
  warm.append('targetLanguage', TARGET);
  warm.append('file', new Blob([await docx(paragraphs.slice(0, 3))]), 'warm.docx');
  const warmId = (await api('/translation/documents', { method: 'POST', body: warm })).id;
  while ((await api(`/translation/documents/${warmId}`)).status === 'PENDING')
    await new Promise((r) => setTimeout(r, 200));

  const progress = [];
  const started = performance.now();
  const job = await withMemory(
    { localization: cluster.pids.localization, translation: cluster.pids.translation },
    async () => {
      const form = new FormData();
      form.append('sourceLanguage', 'en');
      form.append('targetLanguage', TARGET);
      form.append('file', new Blob([source]), 'licences.docx');
      const { id } = await api('/translation/documents', { method: 'POST', body: form });
      for (;;) {
        const record = await api(`/translation/documents/${id}`);
        const at = ((performance.now() - started) / 1000).toFixed(1);
        if (progress.at(-1)?.progress !== record.progress) progress.push({ at, progress: record.progress });
        if (record.status !== 'PENDING') return record;
        await new Promise((r) => setTimeout(r, 250));
      }
    },
  );
  const ms = performance.now() - started;
  const record = job.result;
  say(
    `status ${record.status}${record.error ? ` (${record.error})` : ''}, ${record.wordCount} words, ${record.credits} credits`,
  );
  say(
    `upload to READY: ${(ms / 1000).toFixed(1)} s (target < 60 s): ${ms < 60_000 && record.status === 'READY' ? 'met' : 'NOT met'}`,
  );
  say(`progress seen: ${progress.map((p) => `${p.progress}% at ${p.at} s`).join(', ')}`);
  const growth = (job.peak.localization - job.before.localization) / 1024;
  say(
    `memory: ${memoryLine(job)}; localization +${growth.toFixed(0)} MB above idle (target < 300 MB): ${growth < 300 ? 'met' : 'NOT met'}`,
  );

  const { downloadUrl } = await api(`/translation/documents/${record.id}/download`);
  const translated = Buffer.from(await (await fetch(downloadUrl)).arrayBuffer());
  const before = await zipEntry(source, 'word/document.xml');
  const after = await zipEntry(translated, 'word/document.xml');
  say(
    `output: ${count(after, /<w:p[ >]/g)} paragraphs of ${count(before, /<w:p[ >]/g)}, ` +
      `${count(after, /<w:b\/>/g)} bold runs of ${count(before, /<w:b\/>/g)}, ${count(after, /<w:i\/>/g)} italic of ${count(before, /<w:i\/>/g)}; ` +
      `"${/<w:t[^>]*>([^<]{20,80})/.exec(after)?.[1]}"`,
  );
} finally {
  await cluster.stop();
}
