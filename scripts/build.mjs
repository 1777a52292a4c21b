// Compiles apps/ and libs/ to dist/ with SWC (path aliases rewritten); type checking is `npm run typecheck`.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
rmSync(join(root, 'dist'), { recursive: true, force: true });
execFileSync(
  join(root, 'node_modules/.bin/swc'),
  ['apps', 'libs', '-d', 'dist', '--config-file', '.swcrc', '--ignore', '**/*.spec.ts,**/*.int-spec.ts,**/*.e2e-spec.ts', '-q'],
  { cwd: root, stdio: 'inherit' },
);

// Prompts (Markdown beside the code that reads them at run time) go next to the compiled files.
for (const top of ['apps', 'libs']) {
  for (const pkg of readdirSync(join(root, top))) {
    const src = join(root, top, pkg, 'src');
    if (!existsSync(src)) continue;
    for (const file of readdirSync(src, { recursive: true })) {
      if (String(file).endsWith('.md')) cpSync(join(src, file), join(root, 'dist', top, pkg, 'src', file));
    }
  }
}
