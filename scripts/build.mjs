// Compiles apps/ and libs/ to dist/ with SWC (path aliases rewritten); type checking is `npm run typecheck`.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
rmSync(join(root, 'dist'), { recursive: true, force: true });
execFileSync(
  join(root, 'node_modules/.bin/swc'),
  ['apps', 'libs', '-d', 'dist', '--config-file', '.swcrc', '--ignore', '**/*.spec.ts,**/*.int-spec.ts,**/*.e2e-spec.ts', '-q'],
  { cwd: root, stdio: 'inherit' },
);
