// Unit tests (*.spec.ts) run without infrastructure; integration (*.int-spec.ts) and
// end-to-end (*.e2e-spec.ts) tests share one real cluster that scripts/test.mjs starts
// (real PostgreSQL, real NATS) and describes in TEST_* environment variables.
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true, dynamicImport: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      keepClassNames: true,
    },
    module: { type: 'commonjs', ignoreDynamic: true },
  },
];
const moduleNameMapper = {
  '^@app/(contracts|common|llm|term-matcher|term-analysis|work-queue|net-guard|placeholders|term-files|document-filters|api-client)$':
    '<rootDir>/libs/$1/src',
  '^@app/(contracts|common|llm|term-matcher|term-analysis|work-queue|net-guard|placeholders|term-files|document-filters|api-client)/(.*)$':
    '<rootDir>/libs/$1/src/$2',
};
const base = {
  rootDir: __dirname,
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper,
  testEnvironment: 'node',
  setupFiles: ['reflect-metadata'],
};

module.exports = {
  testTimeout: 60000,
  projects: [
    { ...base, displayName: 'unit', testMatch: ['<rootDir>/{apps,libs,test}/**/*.spec.ts'] },
    {
      ...base,
      displayName: 'integration',
      testMatch: ['<rootDir>/{apps,libs,test}/**/*.{int-spec,e2e-spec}.ts'],
    },
  ],
};
