// Compiles apps/ and libs/ to dist/ with SWC (path aliases rewritten); type checking is `npm run typecheck`.
// The build goes to a fresh folder that replaces dist/ in one rename, so a cluster started by a
// concurrent run never sees a half-written dist/.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = `.dist-build-${process.pid}`;
rmSync(join(root, out), { recursive: true, force: true });
execFileSync(
  join(root, 'node_modules/.bin/swc'),
  [
    'apps',
    'libs',
    '-d',
    out,
    '--config-file',
    '.swcrc',
    '--ignore',
    '**/*.spec.ts,**/*.int-spec.ts,**/*.e2e-spec.ts',
    '-q',
  ],
  { cwd: root, stdio: 'inherit' },
);

// Prompts (Markdown beside the code that reads them at run time) go next to the compiled files.
for (const top of ['apps', 'libs']) {
  for (const pkg of readdirSync(join(root, top))) {
    const src = join(root, top, pkg, 'src');
    if (!existsSync(src)) continue;
    for (const file of readdirSync(src, { recursive: true })) {
      if (String(file).endsWith('.md')) cpSync(join(src, file), join(root, out, top, pkg, 'src', file));
    }
  }
}

const old = `.dist-old-${process.pid}`;
if (existsSync(join(root, 'dist'))) renameSync(join(root, 'dist'), join(root, old));
renameSync(join(root, out), join(root, 'dist'));
rmSync(join(root, old), { recursive: true, force: true });
