// Where the running cluster is, for the admin CLI (written by the start command).
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './dependencies.mjs';

const FILE = join(ROOT, '.data', 'runtime.json');

/**
 * Written whole, then renamed into place: the supervisor rewrites it on every change, and a
 * reader (`npm run cli -- status`, a test) must never see it half-written.
 */
export function writeRuntime(runtime) {
  mkdirSync(join(ROOT, '.data'), { recursive: true });
  const partial = `${FILE}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify(runtime, null, 2));
  renameSync(partial, FILE);
}

export function readRuntime() {
  return existsSync(FILE) ? JSON.parse(readFileSync(FILE, 'utf8')) : {};
}
