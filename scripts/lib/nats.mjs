// NATS with JetStream: the one in NATS_URL, or a nats-server we start with generated credentials.
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { dirname, join } from 'node:path';
import { ensureDebianPackages, ROOT } from './dependencies.mjs';
import { log } from './log.mjs';

export function isListening(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}

async function waitForPort(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await isListening(port)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listens on ${port} after ${timeoutMs} ms`);
}

/**
 * The NATS users and permissions, written once in TypeScript (libs/common/src/nats/nats-users.ts)
 * and read here from the build, which every command runs before it starts NATS.
 */
export function natsUsersModule() {
  const require = createRequire(import.meta.url);
  require('reflect-metadata');
  return require(join(ROOT, 'dist/libs/common/src/nats/nats-users.js'));
}

/** Every user's NKey, generated on first use and kept in `file` (readable by its owner only). */
export function ensureNatsUserKeys(file) {
  if (existsSync(file)) {
    const keys = JSON.parse(readFileSync(file, 'utf8'));
    // A release that added a user: generate the missing ones, keep the others.
    const missing = natsUsersModule().NatsUsers.filter((user) => !keys[user]);
    if (!missing.length) return keys;
    const fresh = natsUsersModule().generateNatsUserKeys();
    for (const user of missing) keys[user] = fresh[user];
    writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
    return keys;
  }
  mkdirSync(dirname(file), { recursive: true });
  const keys = natsUsersModule().generateNatsUserKeys();
  writeFileSync(file, JSON.stringify(keys, null, 2), { mode: 0o600 });
  log(`NATS credentials generated in ${file}`);
  return keys;
}

/** The environment that makes `app` connect as its own NATS user. */
export function natsCredentialsEnv(keys, user) {
  return { NATS_NKEY_SEED: keys[user].seed };
}

/**
 * Starts nats-server (installing the Debian package if missing) with JetStream under
 * .data/<name>, from a configuration generated there: one NKey user per app, the CLI's `admin`,
 * `integration` and, for `tests`, the test clients' user; anonymous connections are refused.
 * `subjectPrefix` is the namespace the permissions are written for (`*`: any one-token namespace).
 */
export async function startNatsServer({ port, name = 'nats', subjectPrefix, withTestUser = false, maxPayload }) {
  ensureDebianPackages(['nats-server']);
  const storeDir = join(ROOT, '.data', name);
  mkdirSync(storeDir, { recursive: true });
  // Beside the store, not in it: JetStream must never see them, and a user deletes both together.
  const usersFile = join(ROOT, '.data', `${name}-auth`, 'users.json');
  const keys = ensureNatsUserKeys(usersFile);
  const users = Object.fromEntries(
    Object.entries(keys)
      .filter(([user]) => withTestUser || user !== 'test')
      .map(([user, key]) => [user, key.publicKey]),
  );
  const configFile = join(storeDir, 'nats-server.conf');
  // `maxPayload`: bytes (the stock limit is 1 MiB).
  const extra = maxPayload ? { max_payload: maxPayload } : undefined;
  const config = natsUsersModule().natsServerConfig({
    listen: `127.0.0.1:${port}`,
    storeDir,
    subjectPrefix,
    users,
    extra,
  });
  writeFileSync(configFile, config, { mode: 0o600 });
  const child = spawn('nats-server', ['-c', configFile], { stdio: 'ignore' });
  await waitForPort(port, 10_000);
  log(`nats-server with JetStream on 127.0.0.1:${port} (authenticated users only)`);
  return {
    url: `nats://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () => child.kill('SIGTERM'),
    usersFile,
    keys,
    credentialsFor: (user) => natsCredentialsEnv(keys, user),
  };
}

export function embeddedNatsPort() {
  return Number(process.env.EMBEDDED_NATS_PORT ?? 42229);
}

/**
 * The start command's rule: NATS_URL if set (each app then takes its credentials from the
 * environment), else a nats-server of its own on EMBEDDED_NATS_PORT with credentials generated
 * under .data/nats-auth. `credentialsFor(app)` is the environment that app connects with.
 */
export async function resolveNats(subjectPrefix) {
  if (process.env.NATS_URL) return { url: process.env.NATS_URL, stop: () => {}, credentialsFor: () => ({}) };
  return startNatsServer({ port: embeddedNatsPort(), subjectPrefix });
}

/**
 * NATS_SUBJECT_PREFIX, unless set: derived from the database the cluster uses, so two clusters
 * sharing one NATS server (two clones on one machine, two test runs) never answer each other,
 * while every restart of the same cluster, and its admin CLI, finds the same namespace.
 */
export function subjectPrefixFor(databaseUrl) {
  if (process.env.NATS_SUBJECT_PREFIX !== undefined) return process.env.NATS_SUBJECT_PREFIX;
  const { host, pathname } = new URL(databaseUrl);
  return `ts-${createHash('sha256').update(`${host}${pathname}`).digest('hex').slice(0, 10)}`;
}
