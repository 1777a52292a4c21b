/** Where the cluster under test runs; set by scripts/test.mjs. */
export function testEnv() {
  const gatewayUrl = process.env.TEST_GATEWAY_URL;
  const natsUrl = process.env.TEST_NATS_URL;
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!gatewayUrl || !natsUrl || !databaseUrl) {
    throw new Error(
      'Integration tests need the cluster that `npm test` starts (TEST_GATEWAY_URL, TEST_NATS_URL, TEST_DATABASE_URL)',
    );
  }
  // The cluster's NATS namespace (NATS_SUBJECT_PREFIX, set by scripts/test.mjs like npm start does).
  const subjectPrefix = process.env.NATS_SUBJECT_PREFIX ?? '';
  return { gatewayUrl, natsUrl, databaseUrl, subjectPrefix, logDir: process.env.TEST_LOG_DIR ?? '/tmp' };
}
