#!/usr/bin/env node
// Prints the languages of the term matcher: those with dictionary forms (SPEC rule 4) and the
// resources each uses. `--json` for machine-readable output, `--codes` for the code list only.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('./register.cjs');
const { languageTable, supportedLemmaLanguages } = require('../../libs/term-matcher/src/languages/catalogue.ts');

const rows = languageTable();
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else if (process.argv.includes('--codes')) {
  console.log(supportedLemmaLanguages().join(' '));
} else {
  console.log(`${supportedLemmaLanguages().length} languages with dictionary forms\n`);
  console.log('| code | language | dictionary forms | boundaries | sources |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.code} | ${r.name} | ${r.dictionaryForms ? 'yes' : 'no'} | ${r.boundary} | ${r.sources.join(', ')} |`,
    );
  }
}
