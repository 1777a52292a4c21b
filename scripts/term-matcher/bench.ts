/**
 * Engine benchmark: a 5,000-term glossary, 100,000-character source and target texts.
 * Run: node --expose-gc -r ./scripts/term-matcher/register.cjs scripts/term-matcher/bench.ts
 * (with --expose-gc a collection runs before each timed call, so GC debt is not charged to the next)
 */
import { readFileSync } from 'node:fs';
import { CompiledGlossary, countTerms, GlossaryEntry } from '../../libs/term-matcher/src';

/** Words of a Hunspell dictionary (the word list only), as realistic vocabulary. */
function vocabulary(dic: string, count: number, keep: RegExp): string[] {
  const words = readFileSync(`/usr/share/hunspell/${dic}.dic`, 'utf8')
    .split('\n')
    .slice(1)
    .map((l) => l.split('/')[0])
    .filter((w) => keep.test(w));
  const r = rng(3);
  const out = new Set<string>();
  while (out.size < count && out.size < words.length) out.add(words[Math.floor(r() * words.length)]);
  return [...out];
}

function rng(seed: number) {
  return () => (seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff) / 0x7fffffff;
}

function makeGlossary(n: number, en: string[], de: string[]): GlossaryEntry[] {
  const r = rng(7);
  const out: GlossaryEntry[] = [];
  const seen = new Set<string>();
  for (let i = 0; out.length < 2 * n; i++) {
    const words = 1 + Math.floor(r() * r() * 3);
    const pick = (v: string[]) => Array.from({ length: words }, () => v[Math.floor(r() * v.length)]).join(' ');
    const term = pick(en);
    if (seen.has(term)) continue;
    seen.add(term);
    out.push({ termId: `t${i}`, language: 'en', term, caseSensitivity: 'auto' });
    out.push({ termId: `t${i}`, language: 'de', term: pick(de), caseSensitivity: 'auto' });
  }
  return out;
}

function makeText(words: string[], chars: number, seed: number): string {
  const r = rng(seed);
  const filler = 'the a of to and in is it for on with as by at from this that be are was'.split(' ');
  let s = '';
  while (s.length < chars) {
    const w =
      r() < 0.3
        ? words[Math.floor(r() * words.length)] + (r() < 0.2 ? 's' : '')
        : filler[Math.floor(r() * filler.length)];
    s += w + (r() < 0.08 ? '. ' : ' ');
  }
  return s.slice(0, chars);
}

async function main() {
  let t = performance.now();
  const en = vocabulary('en_US', 6000, /^[a-z]{3,}$/);
  const de = vocabulary('de_DE', 6000, /^[A-ZÄÖÜa-zäöüß]{4,}$/);
  const g = await CompiledGlossary.compile(makeGlossary(5000, en, de));
  console.log(`compile 5,000 terms x 2 languages: ${(performance.now() - t).toFixed(0)} ms`);
  const source = makeText(en.slice(0, 3000), 100_000, 1);
  const target = makeText(de.slice(0, 3000), 100_000, 2);
  const half = {
    sourceLanguage: 'en',
    sourceText: source.slice(0, 50_000),
    targetLanguage: 'de',
    targetText: target.slice(0, 50_000),
  };
  const full = { sourceLanguage: 'en', sourceText: source, targetLanguage: 'de', targetText: target };
  t = performance.now();
  let r = await countTerms(g, full);
  console.log(
    `first count (cold word caches): ${(performance.now() - t).toFixed(0)} ms; source matches ${r.source.count}, target ${r.target?.count ?? 0}`,
  );
  // Wall time and this process's CPU time: on a shared machine the CPU time is the steadier figure.
  const times = async (req: typeof full, n: number) => {
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < n; i++) {
      (globalThis as { gc?: () => void }).gc?.();
      const s = performance.now();
      const c = process.cpuUsage();
      r = await countTerms(g, req);
      const used = process.cpuUsage(c);
      wall.push(performance.now() - s);
      cpu.push((used.user + used.system) / 1000);
    }
    return { wall: wall.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b) };
  };
  const f = await times(full, 15);
  const h = await times(half, 15);
  const p = (a: number[], q: number) => a[Math.min(a.length - 1, Math.floor(q * a.length))];
  console.log(
    `100k+100k wall: p50 ${p(f.wall, 0.5).toFixed(1)} ms, p95 ${p(f.wall, 0.95).toFixed(1)} ms; 50k+50k wall p50 ${p(h.wall, 0.5).toFixed(1)} ms`,
  );
  console.log(
    `100k+100k cpu: p50 ${p(f.cpu, 0.5).toFixed(1)} ms, p95 ${p(f.cpu, 0.95).toFixed(1)} ms; 50k+50k cpu p50 ${p(h.cpu, 0.5).toFixed(1)} ms; ratio ${(p(f.cpu, 0.5) / p(h.cpu, 0.5)).toFixed(2)}`,
  );
  console.log(`rss ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`);
}
void main();
