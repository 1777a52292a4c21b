import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin is the CommonJS file eslint.config.mjs loads
const { contractsPlugin, subjectLiteralRestrictions } = require('../../tools/eslint-contracts-plugin.cjs') as {
  contractsPlugin: NonNullable<Linter.Config['plugins']>[string];
  subjectLiteralRestrictions: object[];
};

/** The lint rules that keep NATS subjects and message classes in libs/contracts. */
function lint(code: string): string[] {
  const config: Linter.Config[] = [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { contracts: contractsPlugin },
      rules: {
        'contracts/messages-from-contracts': 'error',
        'no-restricted-syntax': ['error', ...subjectLiteralRestrictions] as Linter.RuleEntry,
      },
    },
  ];
  return new Linter().verify(code, config, 'apps/x/src/x.controller.ts').map((m) => m.ruleId ?? m.message);
}

describe('contracts lint rules', () => {
  it('accepts subjects and message classes from @app/contracts', () => {
    const code = `
      import { Subjects, TranslateRequest } from '@app/contracts';
      class C {
        @MessagePattern(Subjects.translation.translate)
        translate(@Payload() request: TranslateRequest) { return this.rpc.send(Subjects.glossary.get, request); }
      }`;
    expect(lint(code)).toEqual([]);
  });

  it('refuses a subject written in place, in a pattern or a call', () => {
    const code = `
      class C {
        @MessagePattern('translation.translate.v1')
        translate() { return this.rpc.send(\`glossary.get.v1\`, {}); }
      }`;
    expect(lint(code)).toEqual(['no-restricted-syntax', 'no-restricted-syntax']);
  });

  it('refuses a message class that is not imported from @app/contracts', () => {
    const code = `
      import { TranslateRequest } from './local-request';
      class C { translate(@Payload() request: TranslateRequest) { return request; } }`;
    expect(lint(code)).toEqual(['contracts/messages-from-contracts']);
  });
});
