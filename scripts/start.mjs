// `npm start`: installs what is missing, brings up PostgreSQL and NATS when none is configured,
// migrates every schema, starts every app, prints the gateway URL, and stops it all on Ctrl-C.
import { build, ensureDebianPackages, ensureNodeModules, projectDebianPackages } from './lib/dependencies.mjs';
import { log } from './lib/log.mjs';

ensureNodeModules();
build();
ensureDebianPackages(projectDebianPackages());

const { startEmbeddedPostgres, ensureDatabase } = await import('./lib/postgres.mjs');
const { resolveNats } = await import('./lib/nats.mjs');
const { runAllMigrations, startCluster } = await import('./lib/cluster.mjs');
const { writeRuntime } = await import('./lib/runtime.mjs');

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
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const pg = await startEmbeddedPostgres({ name: 'postgres', port: Number(process.env.EMBEDDED_PG_PORT ?? 54329) });
    stops.push(pg.stop);
    databaseUrl = await ensureDatabase(pg.url, 'translation_service');
  }
  const nats = await resolveNats();
  stops.push(nats.stop);
  const port = Number(process.env.PORT ?? 3000);
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    NATS_URL: nats.url,
    PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL ?? `http://localhost:${port}`,
  };
  await runAllMigrations(env);
  writeRuntime({ natsUrl: nats.url, databaseUrl, gatewayUrl: `http://localhost:${port}` });
  const processes = await startCluster({
    env,
    gatewayPort: port,
    probePortBase: Number(process.env.PROBE_PORT_BASE ?? 3100),
  });
  // The apps stop together, before NATS and PostgreSQL.
  stops.push(() => Promise.all(processes.map((p) => p.stop())));
  for (const p of processes) {
    p.child.once('exit', (code) => {
      if (!stopping) log(`${p.app} exited with ${code}`);
    });
  }
  log(`gateway ready: http://localhost:${port}/v1 (OpenAPI at http://localhost:${port}/docs)`);
} catch (error) {
  console.error(error);
  await shutdown(1);
}
