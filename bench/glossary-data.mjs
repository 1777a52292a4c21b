// Generated en-es glossary data for the glossary benchmarks: the same terms and texts from run to run.
import { existsSync, readFileSync } from 'node:fs';

/** mulberry32: a full-period 32-bit generator, deterministic data from run to run. */
export function rng(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function vocabulary(dic) {
  const file = `/usr/share/hunspell/${dic}.dic`;
  if (!existsSync(file))
    throw new Error(`${file} is missing: install Debian's hunspell-en-us and hunspell-es (the words of the terms)`);
  return readFileSync(file, 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.split('/')[0].trim())
    .filter((w) => /^\p{Ll}{4,}$/u.test(w));
}

/** `count` distinct English terms of one to three dictionary words, each with a Spanish entry. */
export function generateTerms(count, seed = 24) {
  const en = vocabulary('en_US');
  const es = vocabulary('es_ES');
  const r = rng(seed);
  const seen = new Set();
  const terms = [];
  while (terms.length < count) {
    const length = 1 + Math.floor(r() * 3);
    const pick = (words) => Array.from({ length }, () => words[Math.floor(r() * words.length)]).join(' ');
    const source = pick(en);
    if (seen.has(source)) continue;
    seen.add(source);
    terms.push({ en: source, es: pick(es) });
  }
  return terms;
}

/** Terms per bulk request: a body is limited to 1 MiB. */
const PER_REQUEST = 2_500;

/** Imports `terms` into the glossary through the bulk route, a request at a time. */
export async function importTerms(call, glossaryId, terms) {
  for (let at = 0; at < terms.length; at += PER_REQUEST)
    await call(`/v1/translation/glossaries/${glossaryId}/terms/bulk`, {
      terms: terms.slice(at, at + PER_REQUEST).map(definitionsOf),
    });
}

export const definitionsOf = (t) => ({
  definitions: [
    { language: 'en', term: t.en, definition: `Generated term ${t.en}` },
    { language: 'es', term: t.es, definition: `Término generado ${t.es}` },
  ],
});

/** Sentences naming terms of the glossary, about `size` characters. */
export function textOf(terms, size, pickTarget = false) {
  const r = rng(size);
  let text = '';
  while (text.length < size) {
    const a = terms[Math.floor(r() * terms.length)];
    const b = terms[Math.floor(r() * terms.length)];
    text += pickTarget ? `Revise el ${a.es} antes del ${b.es}. ` : `Please review the ${a.en} before the ${b.en}. `;
  }
  return text.slice(0, size);
}
