// `npm run cli -- ...`: the administration CLI, pointed at the running cluster's NATS.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, ensureNodeModules, ROOT } from './lib/dependencies.mjs';
import { readRuntime } from './lib/runtime.mjs';

// `status` reads the processes' probes; every other command talks to the services over NATS.
if (process.argv[2] === 'status') {
  const { printStatus } = await import('./lib/status.mjs');
  process.exit(await printStatus());
}

const entry = join(ROOT, 'dist/apps/admin-cli/src/main.js');
if (!existsSync(entry)) {
  ensureNodeModules();
  build();
}
const runtime = readRuntime();
// With NATS_URL set the credentials come from the environment too (NATS_CREDS, NATS_USER and
// NATS_PASSWORD, or NATS_NKEY_SEED); else the CLI is the `admin` user of the cluster `npm start` runs.
const natsUrl = process.env.NATS_URL ?? runtime.natsUrl ?? 'nats://127.0.0.1:4222';
const credentials =
  !process.env.NATS_URL && runtime.natsUsersFile && existsSync(runtime.natsUsersFile)
    ? { NATS_NKEY_SEED: JSON.parse(readFileSync(runtime.natsUsersFile, 'utf8')).admin.seed }
    : {};
const subjectPrefix = process.env.NATS_SUBJECT_PREFIX ?? runtime.subjectPrefix ?? '';
const result = spawnSync(process.execPath, [entry, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, ...credentials, NATS_URL: natsUrl, NATS_SUBJECT_PREFIX: subjectPrefix },
});
process.exit(result.status ?? 1);
