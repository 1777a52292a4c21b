import { transformFileSync } from '@swc/core';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findStemmerWasm, snowballStemmer } from './snowball';

const NODE_MODULES = resolve(__dirname, '../../../../node_modules');

describe('Snowball stemmers', () => {
  it('stem with the package found from the source tree', () => {
    expect(findStemmerWasm()).toContain(join('multilingual-stemmer', 'dist'));
    expect(snowballStemmer('english')?.('running')).toBe('run');
    expect(snowballStemmer('spanish')?.('clientes')).toBe('client');
  });

  it('look nowhere but the folders they are given', () => {
    expect(findStemmerWasm([])).toBeNull();
    expect(findStemmerWasm([NODE_MODULES])).toBe(findStemmerWasm());
  });

  describe('compiled and copied away from node_modules', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'snowball-copy-'));
      const { code } = transformFileSync(join(__dirname, 'snowball.ts'), {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'commonjs' },
      });
      writeFileSync(join(dir, 'snowball.js'), code);
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    const stemIn = (env: NodeJS.ProcessEnv) =>
      spawnSync(
        process.execPath,
        ['-e', `const s = require('./snowball.js').snowballStemmer('english'); console.log(s ? s('running') : 'none')`],
        { cwd: dir, env: { PATH: process.env.PATH, ...env }, encoding: 'utf8' },
      );

    it('find the package through NODE_PATH', () => {
      const run = stemIn({ NODE_PATH: NODE_MODULES });
      expect(run.stdout.trim()).toBe('run');
      expect(run.stderr).not.toContain('SNOWBALL_UNAVAILABLE');
    });

    it('say so on stderr when the package is nowhere, and match without stems', () => {
      const run = stemIn({});
      expect(run.status).toBe(0);
      expect(run.stdout.trim()).toBe('none');
      expect(run.stderr).toContain('SNOWBALL_UNAVAILABLE');
      expect(run.stderr).toContain('Snowball stemmers unavailable');
    });
  });
});
