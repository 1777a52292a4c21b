import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS file eslint.config.mjs loads
const { configFiles, processEnvRestriction } = require('../../tools/eslint-process-env.cjs') as {
  configFiles: string[];
  processEnvRestriction: { object: string; property: string; message: string };
};

/** The rule as eslint.config.mjs sets it: apps and libraries, config files excepted. */
function lint(code: string, file: string): string[] {
  const config: Linter.Config[] = [
    { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
    {
      files: ['apps/**/*.ts', 'libs/**/*.ts'],
      ignores: configFiles,
      rules: { 'no-restricted-properties': ['error', processEnvRestriction] },
    },
  ];
  return new Linter().verify(code, config, file).map((m) => m.ruleId ?? m.message);
}

describe('process.env lint rule', () => {
  const reads = `
    const url = process.env.DATABASE_URL;
    const { env } = process;
    const all = process.env;`;

  it('refuses process.env in business code, read or destructured', () => {
    expect(lint(reads, 'apps/x/src/things/things.service.ts')).toEqual(Array(3).fill('no-restricted-properties'));
    expect(lint(reads, 'libs/common/src/nats/rpc-client.ts')).toEqual(Array(3).fill('no-restricted-properties'));
  });

  it('lets config classes and the loader read the environment', () => {
    expect(lint(reads, 'apps/x/src/config/x.config.ts')).toEqual([]);
    expect(lint(reads, 'libs/common/src/config/load-config.ts')).toEqual([]);
    expect(lint(reads, 'libs/common/src/lifecycle/lifecycle.config.ts')).toEqual([]);
  });

  it('leaves scripts and tools alone', () => {
    expect(lint(reads, 'scripts/test.ts')).toEqual([]);
  });
});
