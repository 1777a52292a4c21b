import { DomainException, RpcClient } from '@app/common';
import { ErrorCode, SessionResponse } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { SessionCallerAuthenticator } from './session-caller';

const session: SessionResponse = {
  user: { id: 'user-1', email: 'ada@example.com' },
  csrfToken: 'token-of-the-session',
  expiresAt: '2030-01-01T00:00:00.000Z',
  memberships: [
    { organizationId: 'org-owned', organizationName: 'Owned', role: 'owner' },
    { organizationId: 'org-joined', organizationName: 'Joined', role: 'member' },
  ],
};

/** The auth service's resolveSession: one live session. */
const rpc = { send: () => Promise.resolve(session) } as unknown as RpcClient;

function request(method: string, headers: Record<string, string>): FastifyRequest {
  return { method, headers: { cookie: 'ts_session=abc', host: 'localhost', ...headers } } as unknown as FastifyRequest;
}

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainException);
  return error as DomainException;
}

describe('SessionCallerAuthenticator', () => {
  const sessions = new SessionCallerAuthenticator(rpc);
  const change = (org: string, extra: Record<string, string> = {}) =>
    request('POST', { 'x-organization-id': org, 'x-csrf-token': session.csrfToken, ...extra });

  it('gives the caller of the named organization, counted per person and organization', async () => {
    await expect(sessions.authenticate(request('GET', { 'x-organization-id': 'org-joined' }), 'use')).resolves.toEqual({
      organizationId: 'org-joined',
      keyId: 'session:user-1:org-joined',
    });
  });

  it('lets an owner edit and refuses a member, naming the role', async () => {
    await expect(sessions.authenticate(change('org-owned'), 'edit')).resolves.toMatchObject({
      organizationId: 'org-owned',
    });
    const refused = await refusal(sessions.authenticate(change('org-joined'), 'edit'));
    expect(refused.code).toBe(ErrorCode.FORBIDDEN);
    expect(refused.message).toMatch(/\(member\)/);
    await expect(sessions.authenticate(change('org-joined'), 'use')).resolves.toBeDefined();
  });

  it('refuses a change without the CSRF token, or from another site', async () => {
    const noToken = request('POST', { 'x-organization-id': 'org-owned' });
    expect((await refusal(sessions.authenticate(noToken, 'use'))).message).toMatch(/CSRF/);
    const crossSite = change('org-owned', { 'sec-fetch-site': 'cross-site' });
    expect((await refusal(sessions.authenticate(crossSite, 'use'))).code).toBe(ErrorCode.FORBIDDEN);
  });

  it('needs X-Organization-Id, naming one of the person’s organizations', async () => {
    expect((await refusal(sessions.authenticate(request('GET', {}), 'use'))).code).toBe(ErrorCode.BAD_REQUEST);
    const foreign = await refusal(sessions.authenticate(request('GET', { 'x-organization-id': 'org-other' }), 'use'));
    expect(foreign).toMatchObject({ code: ErrorCode.FORBIDDEN, message: expect.stringMatching(/not a member/) });
  });
});
