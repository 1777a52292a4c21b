import { natsConnectionOptions } from '@app/common';
import { ApiSubjects, Subjects } from '@app/contracts';
import { connect, headers as natsHeaders, JSONCodec, NatsConnection } from 'nats';
import { randomUUID } from 'node:crypto';
import { Api, ApiAnswer, expectOk, newOrganization } from '../support/api';
import { TestNatsClient } from '../support/nats-client';
import { testEnv, testNatsSettings } from '../support/test-env';

/**
 * The NATS API for other services (README "NATS API"), called as another team's service would:
 * as the `integration` NATS user, with the nats.js default inbox, an API key in a header. It
 * must answer like REST: the same key check, scoping, rate limit, validation and envelope.
 */
const codec = JSONCodec();
const subject = (s: string) => (testEnv().subjectPrefix ? `${testEnv().subjectPrefix}.${s}` : s);

interface Reply {
  body: { status: string; timestamp: string; data?: any; error?: { code: string; message: string }; pagination?: any };
  headers: Record<string, string>;
}

const created = (answer: ApiAnswer) => expectOk(answer, answer.status === 201 ? 201 : 200);

describe('NATS API (api.v1.*)', () => {
  let nc: NatsConnection;
  let orgA: Awaited<ReturnType<typeof newOrganization>>;
  let orgB: Awaited<ReturnType<typeof newOrganization>>;
  let glossaryA: string;
  let glossaryB: string;

  async function call(s: string, payload: object | string, key?: string | null, bearer = false): Promise<Reply> {
    const h = natsHeaders();
    if (key) h.set(bearer ? 'Authorization' : 'X-Api-Key', bearer ? `Bearer ${key}` : key);
    const data = typeof payload === 'string' ? new TextEncoder().encode(payload) : codec.encode(payload);
    const msg = await nc.request(subject(s), data, { timeout: 20_000, headers: h });
    const replyHeaders: Record<string, string> = {};
    for (const name of msg.headers?.keys() ?? []) replyHeaders[name] = msg.headers?.get(name) ?? '';
    return { body: codec.decode(msg.data) as Reply['body'], headers: replyHeaders };
  }
  const ok = (reply: Reply) => {
    expect(reply.body).toMatchObject({ status: 'ok', timestamp: expect.any(String) });
    return reply.body.data;
  };
  const errorCode = (reply: Reply) => {
    expect(reply.body.status).toBe('error');
    return reply.body.error?.code;
  };

  beforeAll(async () => {
    // Another team's client: the integration user's seed, nats.js's default inbox.
    nc = await connect({ ...natsConnectionOptions(testNatsSettings('integration')), inboxPrefix: '_INBOX' });
    [orgA, orgB] = await Promise.all([newOrganization(), newOrganization()]);
    const body = { name: 'product', languages: ['en', 'es'] };
    glossaryA = created(await orgA.api.post('/v1/translation/glossaries', body)).id;
    glossaryB = created(await orgB.api.post('/v1/translation/glossaries', body)).id;
  }, 60_000);

  afterAll(async () => {
    await nc.close();
  });

  it("translates with organization A's key, the same answer as REST (Bearer works too)", async () => {
    const request = { sourceLanguage: 'en', targetLanguage: 'es', textContent: 'Hello world' };
    const data = ok(await call(ApiSubjects.translate, request, orgA.key));
    expect(data).toContain('Hola');
    expect(
      ok(
        await call(ApiSubjects.translate, { ...request, textContent: undefined, text: 'Hello world' }, orgA.key, true),
      ),
    ).toBe(data);
    expect(expectOk(await orgA.api.post('/v1/translation/translate', request))).toBe(data);

    const batch = ok(
      await call(
        ApiSubjects.translateBatch,
        { ...request, textContent: undefined, texts: ['Hello', 'world'], form: 'b' },
        orgA.key,
      ),
    );
    expect(batch).toHaveLength(2);
  });

  it("lists A's glossaries only, reads A's, NOT_FOUND for B's id, counts terms", async () => {
    const page = await call(ApiSubjects.listGlossaries, { limit: 10 }, orgA.key);
    expect(ok(page).map((g: { id: string }) => g.id)).toEqual([glossaryA]);
    expect(page.body.pagination).toMatchObject({ page: 1, limit: 10, total: 1 });

    expect(ok(await call(ApiSubjects.getGlossary, { glossaryId: glossaryA }, orgA.key))).toMatchObject({
      id: glossaryA,
    });
    expect(errorCode(await call(ApiSubjects.getGlossary, { glossaryId: glossaryB }, orgA.key))).toBe('NOT_FOUND');
    expect(
      errorCode(
        await call(ApiSubjects.countTerms, { glossaryId: glossaryB, sourceLanguage: 'en', sourceText: 'x' }, orgA.key),
      ),
    ).toBe('NOT_FOUND');
    const counted = ok(
      await call(
        ApiSubjects.countTerms,
        { glossaryId: glossaryA, sourceLanguage: 'en', sourceText: 'Hello' },
        orgA.key,
      ),
    );
    expect(
      expectOk(
        await orgA.api.post(`/v1/translation/glossaries/${glossaryA}/terms/count`, {
          sourceLanguage: 'en',
          sourceText: 'Hello',
        }),
      ),
    ).toEqual(counted);
  });

  it('a caller in the message is ignored: the key decides the organization', async () => {
    const forged = { limit: 10, caller: { organizationId: orgB.organizationId, keyId: orgB.keyId } };
    expect(ok(await call(ApiSubjects.listGlossaries, forged, orgA.key)).map((g: { id: string }) => g.id)).toEqual([
      glossaryA,
    ]);
  });

  it('validates like REST and answers its error codes', async () => {
    expect(errorCode(await call(ApiSubjects.translate, { sourceLanguage: 'en' }, orgA.key))).toBe('BAD_REQUEST');
    expect(errorCode(await call(ApiSubjects.listGlossaries, { limit: 1000 }, orgA.key))).toBe('BAD_REQUEST');
    expect(errorCode(await call(ApiSubjects.listGlossaries, '{not json', orgA.key))).toBe('BAD_REQUEST');
    expect(
      errorCode(
        await call(ApiSubjects.translate, { sourceLanguage: 'en', targetLanguage: 'es', text: 'a\u0000b' }, orgA.key),
      ),
    ).toBe('BAD_REQUEST');
    expect(errorCode(await call('api.v1.no-such.operation', {}, orgA.key))).toBe('NOT_FOUND');
  });

  it('UNAUTHORIZED without a key, with an unknown key, and with a revoked key within a second', async () => {
    expect(errorCode(await call(ApiSubjects.listGlossaries, {}, null))).toBe('UNAUTHORIZED');
    expect(errorCode(await call(ApiSubjects.listGlossaries, {}, `tk_${randomUUID()}`))).toBe('UNAUTHORIZED');

    const org = await newOrganization();
    // Cached by the gateway first: revocation must evict it, not wait for the cache to expire.
    ok(await call(ApiSubjects.listGlossaries, {}, org.key));
    const admin = new TestNatsClient();
    await admin.send(Subjects.auth.revokeKey, { keyId: org.keyId });
    await admin.close();
    const revokedAt = Date.now();
    let code: string | undefined;
    while (Date.now() - revokedAt < 1_000) {
      code = errorCode(await call(ApiSubjects.listGlossaries, {}, org.key)) ?? code;
      if (code === 'UNAUTHORIZED') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(code).toBe('UNAUTHORIZED');
    expect(Date.now() - revokedAt).toBeLessThan(1_000);
  });

  it("shares the key's REST rate limit: 60 a minute on the free plan, REST and NATS together", async () => {
    const org = await newOrganization();
    const admin = new TestNatsClient();
    await admin.send(Subjects.auth.setOrganizationPlan, { org: org.organizationId, plan: 'free' });
    await admin.close();
    const rest = new Api(org.key);
    let successes = 0;
    let refused: Reply | null = null;
    for (let i = 0; i < 70 && !refused; i++) {
      if (i % 2 === 0) {
        const answer = await rest.get('/v1/translation/glossaries');
        if (answer.status === 200) successes++;
        else expect(answer.status).toBe(429);
      } else {
        const reply = await call(ApiSubjects.listGlossaries, {}, org.key);
        if (reply.body.status === 'ok') successes++;
        else refused = reply;
      }
    }
    // One window, one budget: the plan's 60 (a request or two may cross the window's edge).
    expect(successes).toBeGreaterThanOrEqual(58);
    expect(successes).toBeLessThanOrEqual(62);
    expect(refused?.body.error).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/60 requests per minute/),
    });
    expect(refused?.headers['X-Request-Id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(refused?.headers).toMatchObject({
      'RateLimit-Limit': '60',
      'RateLimit-Remaining': '0',
      'Retry-After': expect.stringMatching(/^\d+$/),
    });
    expect((await rest.get('/v1/translation/glossaries')).status).toBe(429);
  }, 60_000);
});
