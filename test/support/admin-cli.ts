import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { testEnv } from './test-env';

const run = promisify(execFile);

/** Puts an organization on a plan with the admin CLI, as an operator does (README "Plans, quotas and limits"). */
export async function setPlan(org: string, plan: string): Promise<void> {
  await run(process.execPath, [join(__dirname, '../../scripts/cli.mjs'), 'org', 'plan', org, plan], {
    env: { ...process.env, NATS_URL: testEnv().natsUrl },
  });
}
