import { readFileSync } from 'node:fs';
import { join } from 'node:path';

let version: string | undefined;

/** The product version reported by /v1/health and the API documents: npm's, else package.json's. */
export function productVersion(): string {
  version ??= process.env.npm_package_version ?? readVersion();
  return version;
}

function readVersion(): string {
  for (const dir of [process.cwd(), join(__dirname, '../../../..'), join(__dirname, '../../../../..')]) {
    try {
      return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
    } catch {
      /* try the next place */
    }
  }
  return '0.0.0';
}
