// NATS with JetStream: the one in NATS_URL, one already on 4222, or a nats-server we start.
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
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

/** Starts nats-server (installing the Debian package if missing) with JetStream under .data/<name>. */
export async function startNatsServer({ port = 4222, name = 'nats' } = {}) {
  ensureDebianPackages(['nats-server']);
  const storeDir = join(ROOT, '.data', name);
  mkdirSync(storeDir, { recursive: true });
  const child = spawn('nats-server', ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], {
    stdio: 'ignore',
  });
  await waitForPort(port, 10_000);
  log(`nats-server with JetStream on 127.0.0.1:${port}`);
  return { url: `nats://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/** The start command's rule: NATS_URL if set, else the server on 4222 if any, else start one. */
export async function resolveNats() {
  if (process.env.NATS_URL) return { url: process.env.NATS_URL, stop: () => {} };
  if (await isListening(4222)) return { url: 'nats://127.0.0.1:4222', stop: () => {} };
  return startNatsServer({ port: 4222 });
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
