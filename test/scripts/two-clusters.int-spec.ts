import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { Api, expectErrorEnvelope, expectOk, newOrganization } from '../support/api';
import { testEnv } from '../support/test-env';

const ROOT = join(__dirname, '..', '..');

interface SecondCluster {
  gatewayUrl: string;
  subjectPrefix: string;
}

/** The admin CLI as a user runs it, pointed at one cluster's NATS namespace. */
function cli(subjectPrefix: string, ...args: string[]): { status: number | null; value: string } {
  const result = spawnSync(process.execPath, [join(ROOT, 'scripts/cli.mjs'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NATS_URL: testEnv().natsUrl, NATS_SUBJECT_PREFIX: subjectPrefix },
  });
  return { status: result.status, value: result.stdout.trim().split('\n').pop() ?? '' };
}

/**
 * Two clusters on one NATS server (two clones on one machine): each answers only its own
 * requests. Without namespaces both would join the same queue groups and answer each other's
 * requests at random, so each check is repeated.
 */
describe('two clusters sharing one NATS server', () => {
  let child: ChildProcess;
  let second: SecondCluster;

  beforeAll(async () => {
    child = spawn(process.execPath, [join(ROOT, 'test/support/second-cluster.mjs')], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    second = await new Promise<SecondCluster>((resolve, reject) => {
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const line = output.split('\n').find((l) => l.startsWith('{'));
        if (line) resolve(JSON.parse(line) as SecondCluster);
      });
      child.once('exit', (code) => reject(new Error(`second cluster exited with ${String(code)}`)));
    });
  }, 180_000);

  afterAll(async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }, 60_000);

  it('derive different namespaces from their databases', () => {
    expect(second.subjectPrefix).toMatch(/^ts-[0-9a-f]{10}$/);
    expect(second.subjectPrefix).not.toBe(testEnv().subjectPrefix);
  });

  it("keep organizations apart: one made with the second cluster's CLI is found by its next command and unknown to the first", async () => {
    const name = `two-clusters-${Date.now()}`;
    expect(cli(second.subjectPrefix, 'org', 'create', name).status).toBe(0);
    for (let i = 0; i < 5; i++) {
      const created = cli(second.subjectPrefix, 'key', 'create', '--org', name, '--label', `k${i}`);
      expect(created).toMatchObject({ status: 0, value: expect.stringMatching(/^tsk_/) });
      expectOk(await new Api(created.value, second.gatewayUrl).get('/v1/translation/glossaries'));
      expectErrorEnvelope(await new Api(created.value).get('/v1/translation/glossaries'), 401);
    }
    expect(cli(testEnv().subjectPrefix, 'key', 'list', '--org', name).status).not.toBe(0);
  }, 120_000);

  it('answer every request from their own services and data', async () => {
    const first = await newOrganization();
    const glossary = expectOk<{ id: string }>(
      await first.api.post('/v1/translation/glossaries', { name: 'first only', languages: ['en', 'de'] }),
    );
    for (let i = 0; i < 10; i++) {
      expectOk(await first.api.get(`/v1/translation/glossaries/${glossary.id}`));
    }
  });
});
