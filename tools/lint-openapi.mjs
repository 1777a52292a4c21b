// Lints an OpenAPI document with Redocly's recommended rules as configured in redocly.yaml
// (each rule switched off there says why). Usage: node tools/lint-openapi.mjs <file-or-url>.
// Prints one line per problem and `errors: N, warnings: M`; exits 1 when anything is found.
// A script rather than a Jest module: @redocly/openapi-core is ESM only.
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import { readFileSync } from 'node:fs';

const where = process.argv[2];
if (!where) throw new Error('usage: node tools/lint-openapi.mjs <file-or-url>');
const source = /^https?:/.test(where) ? await (await fetch(where)).text() : readFileSync(where, 'utf8');
const config = await loadConfig({ configPath: new URL('../redocly.yaml', import.meta.url).pathname });
const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
for (const p of problems) {
  const at = p.location.map((l) => l.pointer).join(' ');
  process.stdout.write(`${p.severity} ${p.ruleId}: ${p.message} at ${at}\n`);
}
const count = (severity) => problems.filter((p) => p.severity === severity).length;
process.stdout.write(`errors: ${count('error')}, warnings: ${count('warn')}\n`);
process.exit(problems.length > 0 ? 1 : 0);
