import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import net from 'node:net';
import { join } from 'node:path';
import { natsServerConfig, type NatsUser } from '@app/common';
import { testEnv, testNatsKeys } from './test-env';

const ROOT = join(__dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

export interface RunningApp {
  port: number;
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts one more process of a built app (from dist/), e.g. a second gateway
 * replica, with the test cluster's environment plus `env`; resolves once /readyz answers.
 */
export async function startExtraApp(app: string, env: Record<string, string> = {}): Promise<RunningApp> {
  const port = await freePort();
  const { natsUrl, databaseUrl, logDir } = testEnv();
  const logFd = openSync(join(logDir, `${app}-extra-${port}.log`), 'a');
  const child = spawn(process.execPath, [join(ROOT, 'dist/apps', app, 'src/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NATS_URL: natsUrl,
      // The app's own NATS user, as the cluster's processes connect.
      NATS_NKEY_SEED: testNatsKeys()[app as NatsUser].seed,
      DATABASE_URL: databaseUrl,
      ...env,
      [app === 'gateway' ? 'PORT' : 'PROBE_PORT']: String(port),
    },
    stdio: ['ignore', logFd, logFd],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) {
        resolve();
        return;
      }
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  // Generous: a busy 2-core machine can take over a minute to start a Nest app.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${app} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { port, url, child, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop();
  throw new Error(`${app} did not become ready`);
}

/**
 * Starts a nats-server of its own on a free port (for tests that need an isolated cluster), with
 * JetStream like every NATS the services run on (glossaries travel through its object store).
 */
export async function startIsolatedNats(
  options: { monitorPort?: number } = {},
): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const storeDir = mkdtempSync(join(tmpdir(), 'isolated-nats-'));
  // The same users, keys and permissions as the test cluster's NATS: anonymous connections refused.
  const users = Object.fromEntries(Object.entries(testNatsKeys()).map(([user, key]) => [user, key.publicKey]));
  const config = natsServerConfig({
    listen: `127.0.0.1:${String(port)}`,
    storeDir,
    subjectPrefix: '*',
    users,
    extra: options.monitorPort === undefined ? {} : { http_port: options.monitorPort },
  });
  const configFile = join(storeDir, 'nats-server.conf');
  writeFileSync(configFile, config, { mode: 0o600 });
  const child = spawn('nats-server', ['-c', configFile], { stdio: 'ignore' });
  child.once('exit', () => rmSync(storeDir, { recursive: true, force: true }));
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect({ port, host: '127.0.0.1' });
      s.once('connect', () => {
        s.destroy();
        resolve(true);
      });
      s.once('error', () => resolve(false));
    });
    if (up) return { url: `nats://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error('nats-server did not start');
}
