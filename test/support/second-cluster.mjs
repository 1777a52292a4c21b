// A second, whole cluster beside the one `npm test` started: the same NATS server and PostgreSQL
// server, a database of its own and so (as `npm start` would derive it) a namespace of its own.
// Prints one JSON line {gatewayUrl, subjectPrefix} once ready; SIGTERM stops it and drops its database.
import { join } from 'node:path';
import { ensureDatabase, dropDatabase } from '../../scripts/lib/postgres.mjs';
import { freePort, subjectPrefixFor } from '../../scripts/lib/nats.mjs';
import { runAllMigrations, startCluster, stopCluster } from '../../scripts/lib/cluster.mjs';

const { TEST_DATABASE_URL, TEST_NATS_URL, TEST_LOG_DIR } = process.env;
// The first cluster's namespace is in our environment; this one derives its own.
delete process.env.NATS_SUBJECT_PREFIX;
const database = `ts_second_${process.pid}`;
const databaseUrl = await ensureDatabase(TEST_DATABASE_URL, database);
const gatewayPort = await freePort();
const env = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  NATS_URL: TEST_NATS_URL,
  NATS_SUBJECT_PREFIX: subjectPrefixFor(databaseUrl),
  PUBLIC_BASE_URL: `http://127.0.0.1:${gatewayPort}`,
};
await runAllMigrations(env);
const processes = await startCluster({ env, gatewayPort, logDir: join(TEST_LOG_DIR ?? '/tmp', 'second-cluster') });
process.stdout.write(
  `${JSON.stringify({ gatewayUrl: `http://127.0.0.1:${gatewayPort}`, subjectPrefix: env.NATS_SUBJECT_PREFIX })}\n`,
);
process.once('SIGTERM', async () => {
  await stopCluster(processes);
  await dropDatabase(TEST_DATABASE_URL, database);
  process.exit(0);
});
