// `npm start`: installs what is missing, brings up PostgreSQL and NATS when none is configured,
// migrates every schema, starts every app (REPLICAS of each) under a supervisor that restarts
// any that exits, prints the gateway URL, and stops it all gracefully on Ctrl-C or SIGTERM.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { build, ensureDebianPackages, ensureNodeModules, projectDebianPackages, ROOT } from './lib/dependencies.mjs';
import { log } from './lib/log.mjs';
import { assertDataFolderFree, assertPortsFree, assertReachable, StartupError } from './lib/preflight.mjs';

// Ctrl-C at a terminal signals every process of the terminal's group at once: PostgreSQL would
// stop under apps that still finish their requests. So the cluster runs in a process group of
// its own, and this launcher turns Ctrl-C (or SIGTERM) into one SIGTERM for it, which stops the
// apps first, gateways before services, then NATS and PostgreSQL.
if (!process.env.CLUSTER_PROCESS_GROUP) {
  const cluster = spawn(process.execPath, [new URL(import.meta.url).pathname, ...process.argv.slice(2)], {
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, CLUSTER_PROCESS_GROUP: '1' },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => cluster.kill('SIGTERM'));
  cluster.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  await new Promise(() => {});
}
// The launcher gone without a word (SIGKILL): stop, rather than run on unsupervised.
process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));

const stops = [];
let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  log('stopping');
  for (const stop of stops.reverse()) await Promise.resolve(stop()).catch(() => {});
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  ensureNodeModules();
  // SKIP_BUILD=1 is for tests that start a second cluster from a checkout whose dist/ is in use.
  if (!process.env.SKIP_BUILD) build();
  ensureDebianPackages(projectDebianPackages());

  const { startEmbeddedPostgres, ensureDatabase } = await import('./lib/postgres.mjs');
  const { resolveNats, subjectPrefixFor } = await import('./lib/nats.mjs');
  const { clusterPorts, parseReplicas, runAllMigrations, startCluster, stopCluster, useNatsCredentials } =
    await import('./lib/cluster.mjs');
  const { writeRuntime } = await import('./lib/runtime.mjs');

  const port = Number(process.env.PORT ?? 3000);
  const probePortBase = Number(process.env.PROBE_PORT_BASE ?? 3100);
  const replicas = parseReplicas(process.env.REPLICAS);
  await preflight({ port, probePortBase, replicas, clusterPorts });

  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const pg = await startEmbeddedPostgres({ name: 'postgres', port: embeddedPgPort() });
    stops.push(pg.stop);
    databaseUrl = await ensureDatabase(pg.url, 'translation_service');
  }
  const subjectPrefix = subjectPrefixFor(databaseUrl);
  const nats = await resolveNats(subjectPrefix);
  stops.push(nats.stop);
  useNatsCredentials(nats.credentialsFor);
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    NATS_URL: nats.url,
    NATS_SUBJECT_PREFIX: subjectPrefix,
    PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL ?? `http://localhost:${port}`,
    // People at a terminal read text; anything else (systemd, a pipe to a collector) gets JSON lines.
    LOG_FORMAT: process.env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
  };
  await runAllMigrations(env);
  const runtime = {
    natsUrl: nats.url,
    // The CLI connects as the `admin` user whose key is in this file (absent with NATS_URL set).
    natsUsersFile: nats.usersFile,
    subjectPrefix: env.NATS_SUBJECT_PREFIX,
    databaseUrl,
    gatewayUrl: `http://localhost:${port}`,
  };
  writeRuntime(runtime);
  let processes = [];
  // Every change (ready, exited, restarted) lands in .data/runtime.json for `npm run cli -- status`.
  const onChange = () => writeRuntime({ ...runtime, processes: processes.map((p) => p.status()) });
  processes = await startCluster({ env, gatewayPort: port, probePortBase, replicas, supervise: true, onChange });
  onChange();
  // The apps stop before NATS and PostgreSQL, gateways first.
  stops.push(() => stopCluster(processes));
  log(`gateway ready: http://localhost:${port}/v1 (OpenAPI at http://localhost:${port}/docs)`);
} catch (error) {
  if (error instanceof StartupError) log(`cannot start: ${error.message}`);
  else console.error(error);
  await shutdown(1);
}

function embeddedPgPort() {
  return Number(process.env.EMBEDDED_PG_PORT ?? 54329);
}

/** What can be known before anything starts: ports, the data folder, the servers named in settings. */
async function preflight({ port, probePortBase, replicas, clusterPorts }) {
  await assertPortsFree(clusterPorts({ gatewayPort: port, probePortBase, replicas }));
  if (process.env.DATABASE_URL) await assertReachable(process.env.DATABASE_URL, 'DATABASE_URL', 5432);
  else {
    assertDataFolderFree(join(ROOT, '.data', 'postgres'));
    await assertPortsFree([{ port: embeddedPgPort(), variable: 'EMBEDDED_PG_PORT', what: 'embedded PostgreSQL' }]);
  }
  if (process.env.NATS_URL) await assertReachable(process.env.NATS_URL, 'NATS_URL', 4222);
  else {
    const { embeddedNatsPort } = await import('./lib/nats.mjs');
    await assertPortsFree([{ port: embeddedNatsPort(), variable: 'EMBEDDED_NATS_PORT', what: 'embedded NATS' }]);
  }
}
