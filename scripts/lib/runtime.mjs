// Where the running cluster is, for the admin CLI (written by the start command).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './dependencies.mjs';

const FILE = join(ROOT, '.data', 'runtime.json');

export function writeRuntime(runtime) {
  mkdirSync(join(ROOT, '.data'), { recursive: true });
  writeFileSync(FILE, JSON.stringify(runtime, null, 2));
}

export function readRuntime() {
  return existsSync(FILE) ? JSON.parse(readFileSync(FILE, 'utf8')) : {};
}
