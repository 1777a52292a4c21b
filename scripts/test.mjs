// `npm test`: the whole suite on a fresh machine. Installs what is missing, type-checks,
// brings up an isolated PostgreSQL database and NATS server, migrates, starts the cluster,
// runs every Jest project against it, and tears it all down.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  build,
  ensureDebianPackages,
  ensureNodeModules,
  projectDebianPackages,
  testDebianPackages,
  ROOT,
  run,
} from './lib/dependencies.mjs';
import { log } from './lib/log.mjs';

ensureNodeModules();
ensureDebianPackages(['nats-server', ...projectDebianPackages(), ...testDebianPackages()]);
// The static checks: types, formatting, lint rules and the architecture's boundaries
// (docs/DEVELOPING.md). SKIP_TYPECHECK=1 skips them while iterating on one test; CI never sets it.
if (!process.env.SKIP_TYPECHECK) {
  log('type-checking');
  run(join(ROOT, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json', '--noEmit']);
  log('checking formatting, lint rules and boundaries');
  run(join(ROOT, 'node_modules/.bin/prettier'), ['--check', '--log-level', 'warn', '.']);
  run(join(ROOT, 'node_modules/.bin/eslint'), ['.', '--max-warnings', '0']);
  run(join(ROOT, 'node_modules/.bin/depcruise'), [
    'apps',
    'libs',
    'test',
    'bench',
    'scripts',
    'tools',
    '--config',
    '.dependency-cruiser.cjs',
  ]);
}
build();

const { startEmbeddedPostgres, ensureDatabase, dropDatabase } = await import('./lib/postgres.mjs');
const { startNatsServer, freePort, subjectPrefixFor } = await import('./lib/nats.mjs');
const { runAllMigrations, startCluster, useNatsCredentials, UNMETERED_PLAN_ENV } = await import('./lib/cluster.mjs');
const { spawnFakeLlmServer } = await import('../test/support/fake-llm-server.mjs');

const cleanups = [];
let cleaning;
/** Runs the cleanups once, last-in first-out, for whichever asks first: the run's end or a signal. */
function cleanUp() {
  cleaning ??= (async () => {
    for (const cleanup of cleanups.reverse())
      await Promise.resolve()
        .then(cleanup)
        .catch((e) => console.error(e));
  })();
  return cleaning;
}
let exitCode = 1;
let signalExitCode;
let jest;
// Killed from outside (Ctrl-C, CI's time limit): a signal's default action skips every cleanup,
// and the cluster, NATS and PostgreSQL would run on. Stop them, then end as the shell reports a
// signal (128 + its number). A second signal ends at once; the apps still get their SIGTERM
// from scripts/lib/cluster.mjs's exit hook.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (signalExitCode !== undefined) process.exit(signalExitCode);
    signalExitCode = 128 + constants.signals[signal];
    log(`${signal}: stopping the test cluster`);
    jest?.kill(signal);
    void cleanUp().then(() => process.exit(signalExitCode));
  });
}
try {
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    // A folder per run: concurrent runs on one machine must not share a data directory.
    const name = `test-postgres-${process.pid}`;
    const pg = await startEmbeddedPostgres({ name, port: await freePort() });
    // Cleanups run last-in first-out: stop the server, then remove its folder.
    cleanups.push(() => rmSync(join(ROOT, '.data', name), { recursive: true, force: true }), pg.stop);
    adminUrl = pg.url;
  }
  const database = `ts_test_${Date.now()}`;
  const databaseUrl = await ensureDatabase(adminUrl, database);
  cleanups.push(() => dropDatabase(adminUrl, database));

  // Permissions for any one-token namespace: tests start second clusters under namespaces of their own.
  const nats = await startNatsServer({
    port: await freePort(),
    name: `test-nats-${process.pid}`,
    subjectPrefix: '*',
    withTestUser: true,
  });
  cleanups.push(nats.stop, () => {
    for (const dir of [`test-nats-${process.pid}`, `test-nats-${process.pid}-auth`])
      rmSync(join(ROOT, '.data', dir), { recursive: true, force: true });
  });
  useNatsCredentials(nats.credentialsFor);

  const gatewayPort = await freePort();
  const logDir = join(ROOT, '.data', 'test-logs', String(process.pid));
  // The cluster's language model is a fake OpenAI-compatible server that tests script
  // (docs/DEVELOPING.md "Fake LLM in tests").
  const fakeLlm = await spawnFakeLlmServer({ port: await freePort() });
  cleanups.push(fakeLlm.stop);
  const env = {
    ...process.env,
    LLM_BASE_URL: `${fakeLlm.url}/v1`,
    LLM_MODEL: 'fake-model',
    LLM_API_KEY: 'fake-key',
    // Apertium stays the default engine under test although a model is configured;
    // see docs/DEVELOPING.md for running the llm engine under test.
    TRANSLATION_ENGINE: 'apertium',
    DATABASE_URL: databaseUrl,
    NATS_URL: nats.url,
    NATS_SUBJECT_PREFIX: subjectPrefixFor(databaseUrl),
    PUBLIC_BASE_URL: `http://127.0.0.1:${gatewayPort}`,
    WEBHOOK_ALLOW_PRIVATE: 'true',
    // Webhook retries on a test's time scale (apps/translation README "Asynchronous work").
    WEBHOOK_RETRY_BASE_SECONDS: '0.2',
    WEBHOOK_RETRY_MAX_SECONDS: '1',
    WEBHOOK_MAX_ATTEMPTS: '4',
    API_KEY_CACHE_TTL_MS: '60000',
    // Small enough that apps/gateway/test/memory-files proves the 413 without a 200 MiB upload.
    MEMORY_IMPORT_MAX_BYTES: String(4 * 1024 * 1024),
    // Tests fire thousands of requests per organization: new ones get a plan without limits, and
    // the tests of plans and quotas set their organizations' plans (apps/gateway/test/plans-and-limits).
    ...UNMETERED_PLAN_ENV,
  };
  await runAllMigrations(env);
  // Supervised as under `npm start`: an app that dies mid-run is restarted, and what it printed
  // last is shown here, so a crash is diagnosed from the test output alone.
  const crashes = [];
  const processes = await startCluster({
    env,
    gatewayPort,
    logDir,
    supervise: true,
    onExit: (exit) => {
      crashes.push(exit);
      reportCrash(exit, logDir);
    },
  });
  cleanups.push(() => Promise.all(processes.map((p) => p.stop())));

  const report = join(mkdtempSync(join(tmpdir(), 'jest-')), 'report.json');
  log(`running tests against http://127.0.0.1:${gatewayPort} (service logs in ${logDir})`);
  jest = spawn(
    process.execPath,
    [
      join(ROOT, 'node_modules/jest/bin/jest.js'),
      '--runInBand',
      '--json',
      `--outputFile=${report}`,
      ...process.argv.slice(2),
    ],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...env,
        TEST_GATEWAY_URL: `http://127.0.0.1:${gatewayPort}`,
        TEST_DATABASE_URL: databaseUrl,
        TEST_NATS_URL: nats.url,
        // Every NATS user's key (test/support/nats-client.ts); the tests' own clients, and the
        // processes they start with NATS_URL set, connect as the unrestricted `test` user.
        TEST_NATS_USERS_FILE: nats.usersFile,
        ...nats.credentialsFor('test'),
        TEST_FAKE_LLM_URL: fakeLlm.url,
        TEST_LOG_DIR: logDir,
      },
    },
  );
  exitCode = await new Promise((resolve) => jest.once('exit', (code) => resolve(code ?? 1)));
  if (crashes.length)
    log(`apps that exited during the run: ${crashes.map((c) => `${c.name} (${c.reason})`).join(', ')}`);
  try {
    const { numPassedTests, numFailedTests, numRuntimeErrorTestSuites } = JSON.parse(readFileSync(report, 'utf8'));
    // A suite that fails to load counts as a failure too.
    process.stdout.write(`\ntests: ${numPassedTests} passed, ${numFailedTests + numRuntimeErrorTestSuites} failed\n`);
  } catch {
    /* Jest printed its own failure */
  }
  printConformance(join(logDir, 'openapi-conformance'));
} catch (error) {
  console.error(error);
} finally {
  await cleanUp();
}
process.exit(signalExitCode ?? exitCode);

/** The last lines an app wrote before it exited, printed to the test output. */
function reportCrash({ name, app, port, reason }, logDir) {
  let tail = '';
  try {
    tail = readFileSync(join(logDir, `${app}-${port}.log`), 'utf8')
      .split('\n')
      .slice(-40)
      .join('\n');
  } catch {
    /* no log file: nothing more to show */
  }
  log(`${name} exited unexpectedly (${reason}); its last output:\n${tail}`);
}

/** The run's total of test/support/openapi-conformance.ts: every exchange made through the Api helper. */
function printConformance(dir) {
  if (!existsSync(dir)) return;
  let checked = 0;
  let matched = 0;
  for (const file of readdirSync(dir)) {
    const figures = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    checked += figures.checked;
    matched += figures.matched;
  }
  process.stdout.write(`OpenAPI conformance: ${checked} exchanges checked against /docs-json, ${matched} match\n`);
}
