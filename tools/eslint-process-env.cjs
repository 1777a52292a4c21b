// `process.env` is read by an app's config class (libs/common loadConfig) and nowhere else, so one
// file says every setting a service reads (docs/DEVELOPING.md "The service shape", issue 36).
// Shared by eslint.config.mjs and its guardrail test (test/guardrails/process-env.spec.ts).

/** Where reading the environment is the job: config classes and the loader. */
const configFiles = [
  'apps/*/src/config/**',
  'apps/*/src/**/*.config.ts',
  'libs/*/src/**/*.config.ts',
  'libs/common/src/config/**',
];

const processEnvRestriction = {
  object: 'process',
  property: 'env',
  message: "Read settings from the app's config class (loadConfig / ServiceConfigModule), not process.env.",
};

module.exports = { configFiles, processEnvRestriction };
