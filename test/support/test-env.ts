import { readFileSync } from 'node:fs';
import type { NatsSettings, NatsUser, NatsUserKeys } from '@app/common';

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

/** Every NATS user's key on the test cluster's NATS server (written by scripts/test.mjs). */
export function testNatsKeys(): NatsUserKeys {
  const file = process.env.TEST_NATS_USERS_FILE;
  if (!file) throw new Error('TEST_NATS_USERS_FILE is not set: run the tests with `npm test`');
  return JSON.parse(readFileSync(file, 'utf8')) as NatsUserKeys;
}

/** Connection settings for the test NATS server as `user` (default: the unrestricted `test` user). */
export function testNatsSettings(user: NatsUser = 'test', natsUrl = testEnv().natsUrl): NatsSettings {
  return {
    NATS_URL: natsUrl,
    NATS_SUBJECT_PREFIX: testEnv().subjectPrefix,
    NATS_NKEY_SEED: testNatsKeys()[user].seed,
  };
}
