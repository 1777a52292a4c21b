/**
 * Chinese and Japanese benchmark: 5,000 terms, 100,000-character texts.
 * Run: node -r ./scripts/term-matcher/register.cjs scripts/term-matcher/bench-cjk.ts
 */
import { CompiledGlossary, countTerms, GlossaryEntry } from '../../libs/term-matcher/src';

const ZH =
  '的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处理府研质';
const LEN = Number(process.env.LEN ?? 100_000);
const rng = (s: number) => () => (s = (Math.imul(s, 1103515245) + 12345) & 0x7fffffff) / 0x7fffffff;

async function run(language: string, alphabet: string) {
  const r = rng(5);
  const pick = (n: number) => Array.from({ length: n }, () => alphabet[Math.floor(r() * alphabet.length)]).join('');
  const entries: GlossaryEntry[] = [];
  const seen = new Set<string>();
  for (let i = 0; entries.length < 5000; i++) {
    const t = pick(2 + Math.floor(r() * 3));
    if (seen.has(t)) continue;
    seen.add(t);
    entries.push({ termId: `t${i}`, language, term: t, caseSensitivity: 'auto' });
  }
  const g = await CompiledGlossary.compile(entries);
  let text = '';
  while (text.length < LEN) text += pick(20) + '。';
  text = text.slice(0, LEN);
  await countTerms(g, { sourceLanguage: language, sourceText: text });
  const times: number[] = [];
  let found = 0;
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    const res = await countTerms(g, { sourceLanguage: language, sourceText: text });
    times.push(performance.now() - t);
    found = res.source.count + res.source.ambiguousCount;
  }
  times.sort((a, b) => a - b);
  console.log(`${language}: 5,000 terms, 100k characters: p50 ${times[2].toFixed(0)} ms (${found} matches)`);
}

const only = process.env.ONLY;
void (async () => {
  if (!only || only === 'zh') await run('zh', ZH);
  if (!only || only === 'ja') await run('ja', ZH);
  process.exit(0);
})();
