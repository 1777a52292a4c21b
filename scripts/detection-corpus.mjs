// Builds the UI-string corpora of language detection (issue 41) from the gettext catalogues
// Debian packages install under /usr/share/locale: real translated messages of real software.
//
//   node scripts/detection-corpus.mjs [--per-language 120] [--locale-dir /usr/share/locale]
//
// Each catalogue (text domain: gtk30, coreutils, dpkg, ...) goes whole to one of two sets, by a
// hash of its name, the same for every language: `ui-tune/` (what the detector's settings were
// chosen on) and `ui-held-out/` (what bench/language-detection.mjs and the integration test judge
// it by). A message translated from the same English string is therefore never in both. Messages
// of 3-12 words (Intl.Segmenter's words), without accelerator marks, format placeholders and
// markup, untranslated copies left out; lists of names (iso_*, keyboard layouts) are not UI text.
// Beside them, `ui-short-tune/` and `ui-short-held-out/`: messages of one or two words ("Printer",
// "Save changes") in the same 30 languages and in English (the catalogues' original strings, taken
// from the German catalogues), the same split by catalogue.
// The files are committed, so a machine with other packages judges on the same strings.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const gettext = require('gettext-parser');

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const PER_LANGUAGE = Number(option('--per-language', 120));
const LOCALE_DIR = option('--locale-dir', '/usr/share/locale');
const OUT = new URL('../apps/translation/test/detection-corpus/', import.meta.url).pathname;

/** The 30 languages the goal is measured on, then the close neighbours reported beside them. */
export const MAIN = 'bg ca cs da de el es et fi fr hr hu id it ja ko lt lv nl pl pt ro ru sk sl sr sv tr uk zh'.split(
  ' ',
);
export const NEIGHBOURS = 'bs gl mk ms nb'.split(' ');
/** Locale folders per language (Portuguese from Portugal and Brazil alike). */
const FOLDERS = { pt: ['pt', 'pt_BR'], zh: ['zh_CN', 'zh_TW'] };
/** English is read from the originals (msgid) of another language's catalogues. */
const ORIGINALS_FROM = { en: 'de' };
const NOT_UI = /^(iso_|xkeyboard-config)/;

const segmenter = new Intl.Segmenter('und', { granularity: 'word' });
const words = (text) => [...segmenter.segment(text)].filter((s) => s.isWordLike).length;
const hash = (text) => createHash('sha1').update(text).digest('hex');

/** A message as a user reads it: no accelerators, placeholders or markup. */
function clean(text) {
  return text
    .replace(/<[^>]{1,40}>/g, ' ')
    .replace(/%(\d+\$)?[-+ #0]*\d*(\.\d+)?[hlLqjzt]*[a-zA-Z%]/g, ' ')
    .replace(/\$\{[^}]*\}|\{[^}]*\}/g, ' ')
    .replace(/(^|[\s(])[_&](?=\p{L})/gu, '$1')
    .replace(/(?<=\p{L})_(?=\p{L})/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A language's messages of `minWords`-`maxWords` words by text domain, translated or (English) original. */
function messages(language, minWords, maxWords) {
  const byDomain = new Map();
  const originals = ORIGINALS_FROM[language];
  for (const folder of FOLDERS[language] ?? [originals ?? language]) {
    const dir = join(LOCALE_DIR, folder, 'LC_MESSAGES');
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.mo'))) {
      const domain = file.slice(0, -3);
      if (NOT_UI.test(domain)) continue;
      let catalogue;
      try {
        catalogue = gettext.mo.parse(readFileSync(join(dir, file)));
      } catch {
        continue;
      }
      const found = byDomain.get(domain) ?? new Set();
      for (const context of Object.values(catalogue.translations))
        for (const entry of Object.values(context)) {
          const source = clean(entry.msgid ?? '');
          const translated = clean(entry.msgstr?.[0] ?? '');
          const text = originals ? source : translated;
          if (!entry.msgid || translated === '' || translated === source || !/\p{L}/u.test(text)) continue;
          const n = words(text);
          if (n >= minWords && n <= maxWords) found.add(text);
        }
      byDomain.set(domain, found);
    }
  }
  return byDomain;
}

/** Up to `count` messages, taken from the domains in turn so no catalogue dominates. */
function sample(byDomain, domains, count, taken) {
  const queues = domains.map((d) => [...(byDomain.get(d) ?? [])].sort((a, b) => hash(a).localeCompare(hash(b))));
  const out = [];
  while (out.length < count && queues.some((q) => q.length > 0))
    for (const queue of queues) {
      const text = queue.shift();
      if (text !== undefined && !taken.has(text) && out.length < count) {
        taken.add(text);
        out.push(text);
      }
    }
  return out;
}

/** Writes `<prefix>tune/` and `<prefix>held-out/`, each catalogue whole in one of them. */
function writeSets(prefix, languages, minWords, maxWords) {
  for (const set of ['tune', 'held-out']) mkdirSync(join(OUT, `${prefix}${set}`), { recursive: true });
  const summary = [];
  for (const language of languages) {
    const byDomain = messages(language, minWords, maxWords);
    const domains = [...byDomain.keys()].sort((a, b) => hash(a).localeCompare(hash(b)));
    const heldOutDomains = domains.filter((d) => parseInt(hash(`split:${d}`).slice(0, 8), 16) % 2 === 0);
    const tuneDomains = domains.filter((d) => !heldOutDomains.includes(d));
    const taken = new Set();
    const heldOut = sample(byDomain, heldOutDomains, PER_LANGUAGE, taken);
    const tune = sample(byDomain, tuneDomains, PER_LANGUAGE * 2, taken);
    writeFileSync(join(OUT, `${prefix}held-out`, `${language}.txt`), `${heldOut.join('\n')}\n`);
    writeFileSync(join(OUT, `${prefix}tune`, `${language}.txt`), `${tune.join('\n')}\n`);
    summary.push(`${language} ${heldOut.length}/${tune.length}`);
  }
  console.log(`${prefix}: held-out/tune messages per language: ${summary.join(', ')}`);
}

writeSets('ui-', [...MAIN, ...NEIGHBOURS], 3, 12);
writeSets('ui-short-', ['en', ...MAIN], 1, 2);
