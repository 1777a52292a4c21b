// Compiles apps/ and libs/ to dist/ with SWC (path aliases rewritten), and bundles the web app's browser
// code with esbuild; type checking is `npm run typecheck`.
// The build goes to a fresh folder that replaces dist/ in one rename, so a cluster started by a
// concurrent run never sees a half-written dist/.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';

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
    '**/*.spec.ts,**/*.int-spec.ts,**/*.e2e-spec.ts,apps/gateway/web/**',
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

// The web app's browser code (apps/gateway/web): one bundled script and stylesheet, served by the gateway at /app.
const web = join(root, 'apps/gateway/web');
await esbuild.build({
  entryPoints: { app: join(web, 'src/main.tsx') },
  outdir: join(root, out, 'apps/gateway/web/assets'),
  bundle: true,
  format: 'esm',
  target: 'es2020',
  jsx: 'automatic',
  jsxImportSource: 'preact',
  minify: true,
  sourcemap: true,
  legalComments: 'linked',
  logLevel: 'warning',
});
cpSync(join(web, 'index.html'), join(root, out, 'apps/gateway/web/index.html'));

const old = `.dist-old-${process.pid}`;
if (existsSync(join(root, 'dist'))) renameSync(join(root, 'dist'), join(root, old));
renameSync(join(root, out), join(root, 'dist'));
rmSync(join(root, old), { recursive: true, force: true });
