/**
 * Prints the probe pass rate per language (README table).
 * Run: node -r ./scripts/term-matcher/register.cjs scripts/term-matcher/probes.ts
 */
import { probeLanguage } from '../../libs/term-matcher/src/test/probe-runner';
import { PROBES } from '../../libs/term-matcher/src/test/probes';

async function main() {
  const rows: string[] = [];
  for (const lang of Object.keys(PROBES)) {
    const r = await probeLanguage(lang);
    rows.push(`| ${lang} | ${r.passed}/${r.total} | ${r.failed.map((f) => `${f[0]}→${f[1]}`).join(', ') || ''} |`);
    console.log(rows[rows.length - 1]);
  }
  process.exit(0);
}
void main();
