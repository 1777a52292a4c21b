// Benchmark: language detection on the repository's own corpus
// (apps/translation/test/detection-corpus/<code>.txt, one sentence a line), as the translation
// service detects (eld + CLD3, apps/translation/src/languages), beside each library alone.
// Targets (issue 22): >= 97 % overall, >= 95 % on texts of 12 words or fewer, and answers with
// confidence >= 0.9 right >= 99 % of the time. Also prints load time and memory per eld database.
//
//   npm run build && node bench/language-detection.mjs [--database medium] [--sizes]
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build, ROOT } from '../scripts/lib/dependencies.mjs';

const args = process.argv.slice(2);
const database = args.includes('--database') ? args[args.indexOf('--database') + 1] : 'medium';
const CORPUS = join(ROOT, 'apps/translation/test/detection-corpus');

const detectorFile = join(ROOT, 'dist/apps/translation/src/languages/language-detector.js');
if (!existsSync(detectorFile)) build();
const require = createRequire(import.meta.url);
const { LanguageDetector } = require(detectorFile);

const segmenter = new Intl.Segmenter('und', { granularity: 'word' });
const wordCount = (text) => [...segmenter.segment(text)].filter((s) => s.isWordLike).length;
const items = readdirSync(CORPUS)
  .filter((f) => f.endsWith('.txt'))
  .flatMap((f) =>
    readFileSync(join(CORPUS, f), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((text) => ({ language: f.slice(0, -4), text, short: wordCount(text) <= 12 })),
  );

const pct = (n, d) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)} %`);

/** Accuracy overall, on short texts, per language, and of the confident answers. */
async function measure(name, detect) {
  let right = 0,
    shortRight = 0,
    shortTotal = 0,
    sure = 0,
    sureRight = 0;
  const perLanguage = new Map();
  const misses = new Map();
  for (const item of items) {
    const answer = await detect(item.text);
    const ok = answer?.language === item.language;
    right += ok;
    if (item.short) ((shortTotal += 1), (shortRight += ok));
    if (answer?.confidence >= 0.9) ((sure += 1), (sureRight += ok));
    perLanguage.set(item.language, (perLanguage.get(item.language) ?? 0) + ok);
    if (!ok)
      misses.set(`${item.language}>${answer?.language}`, (misses.get(`${item.language}>${answer?.language}`) ?? 0) + 1);
  }
  console.log(
    `${name.padEnd(28)} overall ${pct(right, items.length).padStart(7)}   <= 12 words ${pct(shortRight, shortTotal).padStart(7)}` +
      (detect.hasConfidence
        ? `   confidence >= 0.9: ${pct(sureRight, sure)} right (${sure} of ${items.length} answers)`
        : ''),
  );
  return { right, perLanguage, misses };
}

const languages = [...new Set(items.map((i) => i.language))].sort();
console.log(
  `corpus: ${items.length} texts, ${languages.length} languages (${languages.join(' ')}), ` +
    `${items.filter((i) => i.short).length} of 12 words or fewer\n`,
);

const rssBefore = process.memoryUsage().rss;
const detector = new LanguageDetector(database);
let started = performance.now();
await detector.detect('warm up');
const loadMs = performance.now() - started;
const service = Object.assign((text) => detector.detect(text), { hasConfidence: true });
started = performance.now();
const result = await measure(`service (eld ${database} + CLD3)`, service);
const perText = (performance.now() - started) / items.length;

const { eld } = await import(`eld/${database}`);
await measure(`eld ${database} alone`, (text) => ({ language: eld.detect(text).language.replace(/^no$/, 'nb') }));
const cld3 = (await require('cld3-asm').loadModule()).create(0, 4000);
await measure('CLD3 (cld3-asm) alone', (text) => ({
  language: cld3.findLanguage(text).language.replace(/^no$/, 'nb'),
}));

console.log(
  `\nper language (service): ${languages.map((l) => `${l} ${result.perLanguage.get(l)}/${items.filter((i) => i.language === l).length}`).join(', ')}`,
);
console.log(`misses (service): ${[...result.misses].map(([k, n]) => `${k} x${n}`).join(', ') || 'none'}`);
console.log(
  `load ${(loadMs / 1000).toFixed(1)} s, ${perText.toFixed(2)} ms per text, ` +
    `resident memory +${Math.round((process.memoryUsage().rss - rssBefore) / 1e6)} MB (eld ${database}, CLD3 and both alone)`,
);

// Each eld database in a process of its own: load time, memory and accuracy.
if (args.includes('--sizes') && !process.env.BENCH_CHILD) {
  console.log('\neld databases (each in a fresh process):');
  for (const size of ['extrasmall', 'small', 'medium', 'large']) {
    const out = execFileSync(process.execPath, [new URL(import.meta.url).pathname, '--database', size], {
      env: { ...process.env, BENCH_CHILD: '1' },
      encoding: 'utf8',
    });
    const lines = out.split('\n');
    console.log(
      `  ${size.padEnd(10)} ${lines.find((l) => l.startsWith('service'))?.replace(/^service \([^)]*\)\s*/, '')}`,
    );
    console.log(`  ${''.padEnd(10)} ${lines.find((l) => l.startsWith('load'))}`);
  }
}
