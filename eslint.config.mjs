// ESLint: typescript-eslint's type-checked rule sets over the TypeScript, the recommended rules
// over the plain JavaScript scripts. Architecture boundaries are checked by dependency-cruiser
// (.dependency-cruiser.cjs), not here. Every rule switched off or eased says why.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import contracts from './tools/eslint-contracts-plugin.cjs';

const { contractsPlugin, subjectLiteralRestrictions } = contracts;

// Test code: specs, the shared test support, and each app's own test folder (its fakes included).
const testFiles = ['**/*.spec.ts', '**/*.int-spec.ts', '**/*.e2e-spec.ts', 'test/**/*.ts', 'apps/*/test/**/*.ts'];

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', '.data/', 'coverage/'] },
  {
    files: ['**/*.ts'],
    extends: [js.configs.recommended, ...tseslint.configs.strictTypeChecked, ...tseslint.configs.stylisticTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Nest modules are empty classes that exist for their decorator.
      '@typescript-eslint/no-extraneous-class': ['error', { allowWithDecorator: true }],
      // Config and message classes need the written type for emitDecoratorMetadata (class-validator).
      '@typescript-eslint/no-inferrable-types': ['error', { ignoreProperties: true, ignoreParameters: true }],
      // Message classes are plain objects on the wire: both ends build them as literals and
      // validate them with class-validator, so an instance need not come from its constructor.
      '@typescript-eslint/no-unsafe-class-instance-assignment': 'off',
      // Numbers and booleans in log lines and messages read fine.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // `() => void call()` shorthand in callbacks is clear enough.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Request DTOs are spread into plain NATS messages on purpose (`{ ...dto, caller }`, the
      // forward pattern in docs/DEVELOPING.md): their prototypes carry only decorators.
      '@typescript-eslint/no-misused-spread': 'off',
    },
  },
  {
    files: ['apps/**/*.ts', 'libs/**/*.ts'],
    ignores: ['libs/contracts/**'],
    plugins: { contracts: contractsPlugin },
    rules: {
      'contracts/messages-from-contracts': 'error',
      'no-restricted-syntax': ['error', ...subjectLiteralRestrictions],
    },
  },
  {
    files: testFiles,
    rules: {
      // Tests read JSON bodies whose shape is exactly what they assert; typing each one would
      // restate the API's schemas in every test.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      // A failed assertion is the test's answer to a missing value.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Fakes implement async interfaces without awaiting anything.
      '@typescript-eslint/require-await': 'off',
      // Jest's expect(x.method) takes methods unbound on purpose.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
);
