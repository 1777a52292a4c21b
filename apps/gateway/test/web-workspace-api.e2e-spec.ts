import { randomUUID } from 'node:crypto';
import { setPlan } from '../../../test/support/admin-cli';
import { Api, expectErrorEnvelope, expectOk } from '../../../test/support/api';
import { newOrganizationWithUsers, signedIn, TestOrganization, WebClient } from '../../../test/support/web-app';

/**
 * CONTRACT "Web workspace": a signed-in browser calls the /v1 routes its pages need with the
 * session (cookie, and the CSRF token on changes) in place of an API key, for the organization
 * named in X-Organization-Id, through the key's guard, rate limit, plan and quota.
 */
describe('web workspace: the session as a /v1 credential', () => {
  let org: TestOrganization;
  let owner: WebClient;
  let member: WebClient;
  let key: string;

  beforeAll(async () => {
    org = await newOrganizationWithUsers();
    // The test cluster's default plan has no limits: the free plan's rate limit must show.
    await setPlan(org.organizationId, 'free');
    [owner, member] = await Promise.all([signedIn(org.users.owner), signedIn(org.users.member)]);
    key = expectOk(await owner.post(`/app/api/orgs/${org.organizationId}/keys`, { label: 'workspace' }), 201).key;
  });

  function v1(client: WebClient, method: string, path: string, body?: unknown, options: { csrf?: boolean } = {}) {
    return client.request(method, `/v1${path}`, body, {
      ...options,
      headers: { 'X-Organization-Id': org.organizationId },
    });
  }

  async function newGlossary(name = `workspace ${randomUUID()}`) {
    return expectOk(await v1(owner, 'POST', '/translation/glossaries', { name, languages: ['en', 'es'] }));
  }

  it("lets the owner's session create a glossary in its organization, which the organization's key then reads", async () => {
    const answer = await v1(owner, 'POST', '/translation/glossaries', { name: 'by session', languages: ['en', 'es'] });
    const glossary = expectOk(answer);
    // The plan's rate limit counted the request, as for a key.
    expect(Number(answer.headers.get('ratelimit-limit'))).toBeGreaterThan(0);
    const read = expectOk(await new Api(key).get(`/v1/translation/glossaries/${glossary.id}`));
    expect(read).toMatchObject({ id: glossary.id, name: 'by session', languages: ['en', 'es'] });
  });

  it("translates by the session and charges the organization's month, as a key would", async () => {
    const before = expectOk(await new Api(key).get('/v1/usage'));
    const text = `The weather is nice today ${randomUUID().slice(0, 4)}`;
    const data = expectOk(
      await v1(member, 'POST', '/translation/translate-batch', {
        sourceLanguage: 'auto',
        targetLanguage: 'es',
        texts: [text],
      }),
    );
    expect(data.translations[0]).toMatchObject({ index: 0, detectedSourceLanguage: 'en' });
    expect(typeof data.translations[0].content).toBe('string');
    const after = expectOk(await new Api(key).get('/v1/usage'));
    expect(after.usedCredits - before.usedCredits).toBe(data.batch_summary.total_credits);
    expect(data.batch_summary.total_credits).toBeGreaterThan(0);
  });

  it('refuses a change without the CSRF token, and a change from another site', async () => {
    const noToken = await v1(
      owner,
      'POST',
      '/translation/glossaries',
      { name: 'x', languages: ['en'] },
      { csrf: false },
    );
    expect(expectErrorEnvelope(noToken, 403, 'FORBIDDEN').message).toMatch(/CSRF/);
    const crossSite = await owner.request(
      'POST',
      '/v1/translation/glossaries',
      { name: 'x', languages: ['en'] },
      {
        headers: {
          'X-Organization-Id': org.organizationId,
          Origin: 'https://evil.example',
          'Sec-Fetch-Site': 'cross-site',
        },
      },
    );
    expectErrorEnvelope(crossSite, 403, 'FORBIDDEN');
    // Reads need no token.
    expectOk(await v1(owner, 'GET', '/translation/glossaries'));
  });

  it('needs X-Organization-Id naming one of the signed-in person’s organizations', async () => {
    const missing = await owner.request('GET', '/v1/translation/glossaries');
    expect(expectErrorEnvelope(missing, 400, 'BAD_REQUEST').message).toMatch(/X-Organization-Id/);
    const other = await newOrganizationWithUsers();
    const foreign = await owner.request('GET', '/v1/translation/glossaries', undefined, {
      headers: { 'X-Organization-Id': other.organizationId },
    });
    expect(expectErrorEnvelope(foreign, 403, 'FORBIDDEN').message).toMatch(/not a member/);
  });

  it('lets a member read, search, export and count terms, but not change a glossary or its terms', async () => {
    const glossary = await newGlossary();
    const term = expectOk(
      await v1(owner, 'POST', `/translation/glossaries/${glossary.id}/terms`, {
        definitions: [
          { language: 'en', term: 'API key', definition: 'Secret of a caller' },
          { language: 'es', term: 'clave de API', definition: 'Secreto de un cliente' },
        ],
      }),
    );
    expectOk(
      await v1(owner, 'POST', `/translation/glossaries/${glossary.id}/terms`, {
        definitions: [{ language: 'en', term: 'webhook', definition: 'Callback' }],
      }),
    );
    const found = await v1(member, 'GET', `/translation/glossaries/${glossary.id}/terms?search=CLAVE`);
    expect(expectOk(found).map((t: { id: string }) => t.id)).toEqual([term.id]);
    expect(found.body.pagination).toMatchObject({ total: 1, totalPages: 1 });
    // `%` and `_` are plain characters, not patterns.
    for (const search of ['%', '_', 'API%key']) {
      expect(
        expectOk(
          await v1(member, 'GET', `/translation/glossaries/${glossary.id}/terms?search=${encodeURIComponent(search)}`),
        ),
      ).toEqual([]);
    }
    const exported = await v1(member, 'GET', `/translation/glossaries/${glossary.id}/terms/export?format=csv`);
    expect(exported.status).toBe(200);
    expect(String(exported.body)).toContain('clave de API');
    const counted = expectOk(
      await v1(member, 'POST', `/translation/glossaries/${glossary.id}/terms/count`, {
        sourceLanguage: 'en',
        sourceText: 'Rotate the API key.',
      }),
    );
    expect(counted.source.count).toBe(1);

    const refusals = [
      await v1(member, 'POST', '/translation/glossaries', { name: 'no', languages: ['en'] }),
      await v1(member, 'PUT', `/translation/glossaries/${glossary.id}`, { name: 'renamed' }),
      await v1(member, 'DELETE', `/translation/glossaries/${glossary.id}/terms/${term.id}`),
      await v1(member, 'POST', `/translation/glossaries/${glossary.id}/terms`, {
        definitions: [{ language: 'en', term: 'no', definition: '' }],
      }),
    ];
    for (const refused of refusals) {
      expect(expectErrorEnvelope(refused, 403, 'FORBIDDEN').message).toMatch(/only owners and admins/);
    }
    expect(expectOk(await new Api(key).get(`/v1/translation/glossaries/${glossary.id}`)).termCount).toBe(2);
  });

  it('lets an admin edit terms', async () => {
    const admin = await signedIn(org.users.admin);
    const glossary = await newGlossary();
    expectOk(
      await v1(admin, 'POST', `/translation/glossaries/${glossary.id}/terms`, {
        definitions: [{ language: 'en', term: 'gateway', definition: 'Front door' }],
      }),
    );
  });

  it('keeps the routes the workspace does not use for keys only', async () => {
    const answer = await v1(owner, 'POST', '/translation/translate-batch-async', {
      sourceLanguage: 'en',
      targetLanguage: 'es',
      texts: ['Hello'],
    });
    expectErrorEnvelope(answer, 401, 'UNAUTHORIZED');
  });

  it('still takes a key, which wins over a cookie sent beside it', async () => {
    const glossary = await newGlossary();
    const other = await newOrganizationWithUsers();
    const otherOwner = await signedIn(other.users.owner);
    const otherKey = expectOk(
      await otherOwner.post(`/app/api/orgs/${other.organizationId}/keys`, { label: 'other' }),
      201,
    ).key;
    expectOk(await new Api(key).get(`/v1/translation/glossaries/${glossary.id}`));
    // The cookie's organization owns the glossary; the key's does not: the key decides.
    const both = await owner.request('GET', `/v1/translation/glossaries/${glossary.id}`, undefined, {
      headers: { 'X-Organization-Id': org.organizationId, 'X-Api-Key': otherKey },
    });
    expectErrorEnvelope(both, 404, 'NOT_FOUND');
  });

  it('answers 401 to a signed-out cookie', async () => {
    const client = await signedIn(org.users.admin);
    const stale = new WebClient();
    stale.cookie = client.cookie;
    expectOk(await client.delete('/app/api/session'));
    expectErrorEnvelope(await v1(stale, 'GET', '/translation/glossaries'), 401, 'UNAUTHORIZED');
  });
});
