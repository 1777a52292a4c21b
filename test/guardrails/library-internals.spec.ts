import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin is the CommonJS file eslint.config.mjs loads
const { libraryInternalsPlugin, hotPathFiles } = require('../../tools/eslint-library-internals-plugin.cjs') as {
  libraryInternalsPlugin: NonNullable<Linter.Config['plugins']>[string];
  hotPathFiles: string[];
};

/** The rule as eslint.config.mjs sets it: everywhere but the hot-path module. */
function lint(code: string, file = 'apps/x/src/x.service.ts'): string[] {
  const config: Linter.Config[] = [
    { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
    {
      files: ['**/*.ts'],
      ignores: hotPathFiles,
      plugins: { 'library-internals': libraryInternalsPlugin },
      rules: { 'library-internals/no-internal-paths': 'error' },
    },
  ];
  return new Linter().verify(code, config, file).map((m) => m.ruleId ?? m.message);
}

describe('library internals lint rule', () => {
  it('accepts packages, their public subpaths, our own aliases and relative files', () => {
    const code = `
      import { connect } from 'nats';
      import { Injectable } from '@nestjs/common';
      import { parse } from 'csv-parse/sync';
      import type { ChatCompletionCreateParams } from 'openai/resources/chat/completions';
      import { installHotPath } from '@app/common/hot-path';
      import { build } from './lib/build';
      export * from '../dist/thing';`;
    expect(lint(code)).toEqual([]);
  });

  it('refuses cjs, dist, lib and the like by import, export, require and import()', () => {
    const code = `
      import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
      import type { Protocol } from 'nats/lib/nats-base-client/protocol';
      export { Router } from '@nestjs/core/dist/router';
      export * from 'rxjs/internal/Observable';
      import esm = require('some-package/esm/index');
      const storage = require('class-validator/cjs/metadata/MetadataStorage');
      const later = import('fastify/lib/reply');
      const source = require('pkg/src');`;
    expect(lint(code)).toEqual(Array(8).fill('library-internals/no-internal-paths'));
  });

  it('lets the hot-path module reach into a library', () => {
    const code = `const storage = require('class-transformer/cjs/storage');`;
    expect(lint(code, 'libs/common/src/hot-path/plain-copy-transformer.ts')).toEqual([]);
    expect(lint(code, 'libs/common/src/errors/plain-copy-transformer.ts')).toEqual([
      'library-internals/no-internal-paths',
    ]);
  });
});
