import { Subjects } from '@app/contracts';
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Api, expectErrorEnvelope, expectOk, newOrganization } from '../../../test/support/api';
import { TestNatsClient } from '../../../test/support/nats-client';
import { RunningApp, startExtraApp, startIsolatedNats } from '../../../test/support/processes';
import { testEnv } from '../../../test/support/test-env';

const run = promisify(execFile);

describe('gateway foundation', () => {
  let api: Api;
  let key: string;

  beforeAll(async () => {
    ({ api, key } = await newOrganization());
  });

  describe('envelope', () => {
    it('wraps success in {status, timestamp, data}', async () => {
      const data = expectOk(await api.get('/v1/health'));
      expect(data).toEqual({ health: 'up', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    });

    it('answers an unknown route with a 404 envelope', async () => {
      const error = expectErrorEnvelope(await api.get('/v1/no/such/route'), 404, 'NOT_FOUND');
      expect(error.message).toContain('/v1/no/such/route');
    });

    it('answers malformed JSON with a 400 envelope', async () => {
      expectErrorEnvelope(await api.post('/v1/health', '{"broken": '), 400, 'BAD_REQUEST');
    });

    it('says why the fields are missing when the body came in a type it does not read', async () => {
      const body = JSON.stringify({ text: 'Hello', sourceLanguage: 'en', targetLanguage: 'es' });
      const refused = async (contentType: string) =>
        expectErrorEnvelope(
          await api.post('/v1/translation/translate', body, { 'Content-Type': contentType }),
          400,
          'BAD_REQUEST',
        ).message;
      expect(await refused('text/plain')).toContain('Content-Type text/plain is not one this API reads');
      expect(await refused('application/x-www-form-urlencoded')).toContain(
        'the body looks like JSON sent as application/x-www-form-urlencoded',
      );
      // A JSON body that fails validation gets no such note.
      const json = await api.post('/v1/translation/translate', { text: 'Hello', sourceLanguage: 'en' });
      expect(expectErrorEnvelope(json, 400, 'BAD_REQUEST').message).toBe('Invalid request: targetLanguage is required');
    });

    it('answers a body over 1 MiB with a 413 envelope', async () => {
      const big = JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) });
      expectErrorEnvelope(await api.post('/v1/translation/languages/detect', big), 413, 'PAYLOAD_TOO_LARGE');
    });

    it('serves the OpenAPI document without a key', async () => {
      const response = await fetch(`${testEnv().gatewayUrl}/docs-json`);
      expect(response.status).toBe(200);
      const doc = await response.json();
      expect(doc.paths['/v1/health']).toBeDefined();
      expect(Object.keys(doc.components.securitySchemes)).toEqual(expect.arrayContaining(['apiKey', 'bearer']));
      expect(doc.components.schemas.ErrorEnvelope.properties.error.properties.code.enum).toContain('BAD_REQUEST');
      expect(doc.paths['/v1/health'].get.responses['401'].content['application/json'].schema.$ref).toBe(
        '#/components/schemas/ErrorEnvelope',
      );
    });

    it('serves unauthenticated probes', async () => {
      expect((await fetch(`${testEnv().gatewayUrl}/livez`)).status).toBe(200);
      expect((await fetch(`${testEnv().gatewayUrl}/readyz`)).status).toBe(200);
    });
  });

  describe('API keys', () => {
    it('refuses a request without a key', async () => {
      expectErrorEnvelope(await new Api(null).get('/v1/health'), 401, 'UNAUTHORIZED');
    });

    it('refuses a wrong key', async () => {
      expectErrorEnvelope(await new Api('tsk_not-a-real-key').get('/v1/health'), 401, 'UNAUTHORIZED');
    });

    it('accepts the key as a Bearer token', async () => {
      const answer = await new Api(null).get('/v1/health', { Authorization: `Bearer ${key}` });
      expect(expectOk(answer).health).toBe('up');
    });

    it('carries the request id to the services and into their logs', async () => {
      const requestId = `corr-${Date.now()}`;
      const answer = await new Api('tsk_unknown-key-for-correlation').get('/v1/health', { 'X-Request-Id': requestId });
      expect(answer.headers.get('x-request-id')).toBe(requestId);
      const authLogText = () =>
        readdirSync(testEnv().logDir)
          .filter((f) => f.startsWith('auth-'))
          .map((f) => readFileSync(join(testEnv().logDir, f), 'utf8'))
          .join('');
      for (let i = 0; i < 30 && !authLogText().includes(requestId); i++) await new Promise((r) => setTimeout(r, 100));
      expect(authLogText()).toContain(requestId);
    });

    it('refuses a malformed Authorization header', async () => {
      expectErrorEnvelope(await new Api(null).get('/v1/health', { Authorization: `Basic ${key}` }), 401);
    });
  });

  describe('revocation', () => {
    // Undefined until started: afterAll also runs when starting it failed.
    let second: RunningApp | undefined;

    beforeAll(async () => {
      second = await startExtraApp('gateway', { API_KEY_CACHE_TTL_MS: '600000' });
    });
    afterAll(() => second?.stop());

    it('reaches every gateway replica within one second', async () => {
      const org = await newOrganization();
      const replicas = [org.api, new Api(org.key, second!.url)];
      // Warm both caches so that only the revocation event can stop the key.
      for (const replica of replicas) expectOk(await replica.get('/v1/health'));

      const nats = new TestNatsClient();
      await nats.send(Subjects.auth.revokeKey, { keyId: org.keyId });
      await nats.close();
      const revokedAt = Date.now();

      for (const replica of replicas) {
        let status = 0;
        while (Date.now() - revokedAt < 1_000) {
          status = (await replica.get('/v1/health')).status;
          if (status === 401) break;
          await new Promise((r) => setTimeout(r, 20));
        }
        expect(status).toBe(401);
      }
      expect(Date.now() - revokedAt).toBeLessThan(1_000);
    });
  });

  describe('admin CLI', () => {
    const cli = async (...args: string[]) => {
      const { stdout } = await run(process.execPath, [join(__dirname, '../../../scripts/cli.mjs'), ...args], {
        env: { ...process.env, NATS_URL: testEnv().natsUrl },
      });
      return stdout.trim().split('\n');
    };

    it('creates an organization, a user, keys, lists them masked and revokes', async () => {
      const name = `cli-${Date.now()}`;
      const orgId = (await cli('org', 'create', name)).pop()!;
      expect(orgId).toMatch(/^[0-9a-f-]{36}$/);
      const userId = (
        await cli(
          'user',
          'create',
          '--org',
          name,
          '--email',
          `${name}@example.com`,
          '--password',
          'correct horse',
          '--role',
          'admin',
        )
      ).pop();
      expect(userId).toMatch(/^[0-9a-f-]{36}$/);

      const key = (await cli('key', 'create', '--org', orgId, '--label', 'ci')).pop()!;
      expect(key).toMatch(/^tsk_/);
      expectOk(await new Api(key).get('/v1/health'));

      const listing = await cli('key', 'list', '--org', name);
      const row = listing.find((line) => line.includes('\tci\t'))!;
      expect(row).toContain(`${key.slice(0, 8)}…${key.slice(-4)}`);
      expect(row).not.toContain(key);

      const keyId = row.split('\t')[0];
      await cli('key', 'revoke', keyId);
      expectErrorEnvelope(await new Api(key).get('/v1/health'), 401);
      expect((await cli('key', 'list', '--org', name)).find((l) => l.startsWith(keyId))).toContain('revoked');
    });

    it('fails with a message and a non-zero exit for an unknown organization', async () => {
      await expect(cli('key', 'create', '--org', 'no-such-org', '--label', 'x')).rejects.toMatchObject({ code: 1 });
    });
  });

  describe('health', () => {
    it('answers 503 naming each service that is down', async () => {
      // An isolated cluster with only auth running: every other service is missing.
      const nats = await startIsolatedNats();
      const apps: RunningApp[] = [];
      try {
        apps.push(await startExtraApp('auth', { NATS_URL: nats.url }));
        const gateway = await startExtraApp('gateway', { NATS_URL: nats.url, HEALTH_TIMEOUT_MS: '500' });
        apps.push(gateway);
        const client = new TestNatsClient(nats.url);
        const org = await client.send(Subjects.auth.createOrganization, { name: `health-${Date.now()}` });
        const created = await client.send(Subjects.auth.createKey, { org: org.id, label: 'health' });
        await client.close();

        const answer = await new Api(created.key, gateway.url).get('/v1/health');
        const error = expectErrorEnvelope(answer, 503, 'ENGINE_UNAVAILABLE');
        // The document promises every 503 says when to try again.
        expect(answer.headers.get('retry-after')).toBe('5');
        for (const service of ['glossary', 'term-counter', 'translation', 'metrics', 'localization', 'memory']) {
          expect(error.message).toContain(service);
        }
        expect(error.message).not.toMatch(/\bauth\b/);
      } finally {
        await Promise.all(apps.map((a) => a.stop()));
        nats.stop();
      }
    });
  });
});
