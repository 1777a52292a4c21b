// `npm run cli -- ...`: the administration CLI, pointed at the running cluster's NATS.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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
const natsUrl = process.env.NATS_URL ?? runtime.natsUrl ?? 'nats://127.0.0.1:4222';
const subjectPrefix = process.env.NATS_SUBJECT_PREFIX ?? runtime.subjectPrefix ?? '';
const result = spawnSync(process.execPath, [entry, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CLI_NATS_URL: natsUrl, NATS_SUBJECT_PREFIX: subjectPrefix },
});
process.exit(result.status ?? 1);
