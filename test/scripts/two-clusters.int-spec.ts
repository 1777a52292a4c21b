import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { Api, expectErrorEnvelope, expectOk, newOrganization } from '../support/api';
import { RunningApp, startExtraApp } from '../support/processes';
import { createDatabase, dropDatabase } from '../support/databases';
import { testEnv } from '../support/test-env';

const ROOT = join(__dirname, '..', '..');
const APPS = ['auth', 'glossary', 'term-counter', 'translation', 'metrics', 'localization', 'memory'];

/**
 * The admin CLI as a user runs it, pointed at one cluster's NATS namespace. Asynchronously: a
 * test blocked in spawnSync cannot see its idle HTTP connections close, and would reuse a dead one.
 */
function cli(subjectPrefix: string, ...args: string[]): Promise<{ status: number | null; value: string }> {
  const child = spawn(process.execPath, [join(ROOT, 'scripts/cli.mjs'), ...args], {
    cwd: ROOT,
    env: { ...process.env, NATS_URL: testEnv().natsUrl, NATS_SUBJECT_PREFIX: subjectPrefix },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) =>
    child.once('close', (status) => resolve({ status, value: output.trim().split('\n').pop() ?? '' })),
  );
}

/**
 * Two clusters on one NATS server (two clones on one machine): each answers only its own
 * requests. Without namespaces both would join the same queue groups and answer each other's
 * requests at random, so each check is repeated. The second cluster is every app again, with a
 * database of its own and a namespace of its own, as `npm start` derives them.
 */
describe('two clusters sharing one NATS server', () => {
  const database = `ts_second_${process.pid}`;
  const subjectPrefix = `ts-${createHash('sha256').update(database).digest('hex').slice(0, 10)}`;
  const apps: RunningApp[] = [];
  let gatewayUrl: string;

  beforeAll(async () => {
    const databaseUrl = await createDatabase(database);
    const env = { DATABASE_URL: databaseUrl, NATS_SUBJECT_PREFIX: subjectPrefix };
    for (const app of APPS) {
      const migrate = spawnSync(process.execPath, [join(ROOT, 'dist/apps', app, 'src/database/migrate.js')], {
        env: { ...process.env, ...env },
      });
      expect(migrate.status).toBe(0);
    }
    apps.push(...(await Promise.all(APPS.map((app) => startExtraApp(app, env)))));
    const gateway = await startExtraApp('gateway', env);
    apps.push(gateway);
    gatewayUrl = gateway.url;
  }, 300_000);

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.stop()));
    await dropDatabase(database);
  }, 60_000);

  it('use different namespaces', () => {
    expect(subjectPrefix).not.toBe(testEnv().subjectPrefix);
  });

  it("keep organizations apart: one made with the second cluster's CLI is found by its next command and unknown to the first", async () => {
    const name = `two-clusters-${Date.now()}`;
    expect((await cli(subjectPrefix, 'org', 'create', name)).status).toBe(0);
    for (let i = 0; i < 5; i++) {
      const created = await cli(subjectPrefix, 'key', 'create', '--org', name, '--label', `k${i}`);
      expect(created).toMatchObject({ status: 0, value: expect.stringMatching(/^tsk_/) });
      expectOk(await new Api(created.value, gatewayUrl).get('/v1/translation/glossaries'));
      expectErrorEnvelope(await new Api(created.value).get('/v1/translation/glossaries'), 401);
    }
    expect((await cli(testEnv().subjectPrefix, 'key', 'list', '--org', name)).status).not.toBe(0);
  }, 120_000);

  it('answer every request from their own services and data', async () => {
    const first = await newOrganization();
    const glossary: { id: string } = expectOk(
      await first.api.post('/v1/translation/glossaries', { name: 'first only', languages: ['en', 'de'] }),
    );
    for (let i = 0; i < 10; i++) {
      expectOk(await first.api.get(`/v1/translation/glossaries/${glossary.id}`));
    }
  });
});
