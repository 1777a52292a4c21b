import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * The architecture's boundaries (.dependency-cruiser.cjs) on a small tree written for the test:
 * each rule must name itself when broken, so a violation in the real tree fails `npm test`.
 */
const ROOT = join(__dirname, '..', '..');

function cruise(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'boundaries-'));
  try {
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { baseUrl: '.' } }));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const bin = join(ROOT, 'node_modules', '.bin', 'depcruise');
    const tops = [...new Set(Object.keys(files).map((path) => path.split('/')[0]))];
    const args = [...tops, '--config', join(ROOT, '.dependency-cruiser.cjs'), '--output-type', 'err'];
    try {
      return execFileSync(bin, args, { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      const { stdout, stderr } = error as { stdout: string; stderr: string };
      return `FAILED\n${stdout}${stderr}`;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('architecture boundaries', () => {
  it('accepts apps that share code through libs', () => {
    const out = cruise({
      'libs/common/src/index.ts': 'export const shared = 1;\n',
      'apps/a/src/main.ts': "import { shared } from '../../../libs/common/src';\nexport const a = shared;\n",
    });
    expect(out).not.toMatch(/FAILED/);
  });

  it.each([
    [
      'app-imports-other-app',
      {
        'apps/b/src/secret.ts': 'export const secret = 1;\n',
        'apps/a/src/main.ts': "import { secret } from '../../b/src/secret';\nexport const a = secret;\n",
      },
    ],
    [
      'lib-imports-app',
      {
        'apps/a/src/thing.ts': 'export const thing = 1;\n',
        'libs/common/src/index.ts': "import { thing } from '../../../apps/a/src/thing';\nexport const x = thing;\n",
      },
    ],
    [
      'browser-imports-server',
      {
        'apps/gateway/src/server.ts': 'export const server = 1;\n',
        'apps/gateway/web/main.ts': "import { server } from '../src/server';\nexport const page = server;\n",
      },
    ],
    [
      'no-circular',
      {
        'libs/m/src/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
        'libs/m/src/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
      },
    ],
  ])('fails with the rule named: %s', (rule, files) => {
    const out = cruise(files);
    expect(out).toMatch(/FAILED/);
    expect(out).toContain(rule);
  });
});
