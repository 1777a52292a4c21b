/**
 * Loads every language once: cold-start time per language and resident memory at the end.
 * Run: node -r ./scripts/term-matcher/register.cjs scripts/term-matcher/load-all.ts
 */
import { CompiledGlossary, countTerms, languageTable } from '../../libs/term-matcher/src';

async function main() {
  const times: string[] = [];
  for (const row of languageTable()) {
    const t = performance.now();
    const g = await CompiledGlossary.compile([{ termId: 'x', language: row.code, term: 'x', caseSensitivity: 'auto' }]);
    await countTerms(g, { sourceLanguage: row.code, sourceText: 'x y z' });
    times.push(`${row.code} ${(performance.now() - t).toFixed(0)}`);
  }
  console.log(`cold start per language (ms): ${times.join(', ')}`);
  console.log(`rss with every language loaded: ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`);
  process.exit(0);
}
void main();
