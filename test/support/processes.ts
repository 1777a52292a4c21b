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

export interface IsolatedNats {
  url: string;
  /** Stops it for good and removes its JetStream store. */
  stop(): void;
  /** Stops it (SIGTERM) and keeps its store, as an operator restarting NATS; resolves once it has exited. */
  halt(): Promise<void>;
  /** Starts it again on the same port, configuration and store; resolves once it accepts connections. */
  resume(): Promise<void>;
}

function accepts(port: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const s = net.connect({ port, host: '127.0.0.1' });
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}

/**
 * Starts a nats-server of its own on a free port (for tests that need an isolated cluster), with
 * JetStream like every NATS the services run on (glossaries travel through its object store).
 */
export async function startIsolatedNats(options: { monitorPort?: number } = {}): Promise<IsolatedNats> {
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
  let child: ChildProcess | undefined;

  const resume = async () => {
    const server = spawn('nats-server', ['-c', configFile], { stdio: 'ignore' });
    child = server;
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (server.exitCode !== null) throw new Error(`nats-server exited with ${String(server.exitCode)}`);
      if (await accepts(port)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    server.kill('SIGKILL');
    throw new Error('nats-server did not start');
  };
  const halt = async () => {
    const server = child;
    if (server?.exitCode !== null || server.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
  };
  try {
    await resume();
  } catch (error) {
    rmSync(storeDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `nats://127.0.0.1:${String(port)}`,
    halt,
    resume,
    stop: () => {
      void halt().then(() => rmSync(storeDir, { recursive: true, force: true }));
    },
  };
}
