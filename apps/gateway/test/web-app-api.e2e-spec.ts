import { Subjects } from '@app/contracts';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Api, expectErrorEnvelope, expectOk } from '../../../test/support/api';
import { TestNatsClient } from '../../../test/support/nats-client';
import { testEnv } from '../../../test/support/test-env';
import {
  newOrganizationWithUsers,
  PASSWORD,
  signedIn,
  TestOrganization,
  WebClient,
} from '../../../test/support/web-app';

/** The web app's API at /app/api: cookie sessions, CSRF tokens and roles, against the real cluster. */
describe('web app API (/app/api)', () => {
  let org: TestOrganization;
  let owner: WebClient;
  let base: string;

  beforeAll(async () => {
    org = await newOrganizationWithUsers();
    owner = await signedIn(org.users.owner);
    base = `/app/api/orgs/${org.organizationId}`;
  });

  describe('sessions', () => {
    it('signs in with an HttpOnly SameSite=Strict cookie holding only an opaque id', async () => {
      const client = new WebClient();
      const data = expectOk(await client.signIn(org.users.owner.toUpperCase()));
      expect(client.setCookie).toMatch(/^ts_session=[\w-]{43}; Path=\/; Expires=.+; HttpOnly; SameSite=Strict$/);
      expect(data.user.email).toBe(org.users.owner);
      expect(data.organizations).toEqual([{ id: org.organizationId, name: org.name, role: 'owner' }]);
      expect(data.csrfToken).toMatch(/^[\w-]{43}$/);
      expect(JSON.stringify(data)).not.toContain(client.cookie!.split('=')[1]);
    });

    it('marks the cookie Secure behind an https proxy', async () => {
      const client = new WebClient();
      await client.request(
        'POST',
        '/app/api/session',
        { email: org.users.owner, password: PASSWORD },
        {
          headers: { 'X-Forwarded-Proto': 'https' },
        },
      );
      expect(client.setCookie).toContain('; Secure');
    });

    it('refuses a wrong password and an unknown email alike', async () => {
      const wrong = expectErrorEnvelope(await new WebClient().signIn(org.users.admin, 'wrong password'), 401);
      const unknown = expectErrorEnvelope(await new WebClient().signIn('nobody@example.com', 'wrong password'), 401);
      expect(wrong.message).toBe(unknown.message);
    });

    it('answers 401 without a session, and after sign-out', async () => {
      expectErrorEnvelope(await new WebClient().get('/app/api/session'), 401, 'UNAUTHORIZED');
      const client = await signedIn(org.users.member);
      const cookie = client.cookie;
      expectOk(await client.delete('/app/api/session'));
      expect(client.setCookie).toMatch(/Max-Age=0/);
      client.cookie = cookie;
      expectErrorEnvelope(await client.get('/app/api/session'), 401, 'UNAUTHORIZED');
    });

    it('never writes a password to any service log', async () => {
      const secret = `pw-${randomUUID()}`;
      await new WebClient().signIn(org.users.admin, secret);
      const email = `joiner-${randomUUID()}@example.com`;
      const invitation = expectOk(await owner.post(`${base}/invitations`, { email, role: 'member' }), 201);
      expectOk(
        await new WebClient().post('/app/api/invitations/accept', { token: invitation.token, password: secret }),
      );
      await new Promise((r) => setTimeout(r, 500));
      const logDir = testEnv().logDir;
      for (const file of readdirSync(logDir).filter((f) => f.endsWith('.log'))) {
        expect(readFileSync(join(logDir, file), 'utf8')).not.toContain(secret);
      }
    });

    it('locks an email for 15 minutes after ten failed sign-ins, even for the right password', async () => {
      const { users } = await newOrganizationWithUsers();
      for (let i = 1; i <= 9; i++) expectErrorEnvelope(await new WebClient().signIn(users.member, `wrong-${i}`), 401);
      const locked = expectErrorEnvelope(await new WebClient().signIn(users.member, 'wrong-10'), 429, 'RATE_LIMITED');
      expect(locked.message).toMatch(/locked for 15 minutes/);
      const still = expectErrorEnvelope(await new WebClient().signIn(users.member, PASSWORD), 429, 'RATE_LIMITED');
      expect(still.message).toMatch(/Try again in 15 minutes/);
      expectOk(await new WebClient().signIn(users.owner));
    });
  });

  describe('CSRF and origin', () => {
    it('refuses a state-changing request without the CSRF token', async () => {
      const error = expectErrorEnvelope(
        await owner.post(`${base}/keys`, { label: 'x' }, { csrf: false }),
        403,
        'FORBIDDEN',
      );
      expect(error.message).toMatch(/CSRF/);
    });

    it('refuses a wrong CSRF token and a cross-site origin', async () => {
      const other = await signedIn(org.users.owner);
      const forged = new WebClient();
      forged.cookie = owner.cookie;
      forged.csrfToken = other.csrfToken;
      expectErrorEnvelope(await forged.post(`${base}/keys`, { label: 'x' }), 403, 'FORBIDDEN');
      const crossSite = await owner.post(
        `${base}/keys`,
        { label: 'x' },
        { headers: { Origin: 'https://evil.example' } },
      );
      expectErrorEnvelope(crossSite, 403, 'FORBIDDEN');
    });
  });

  describe('API keys', () => {
    it('creates a key shown once, which works on /v1 and is refused within a second of revocation', async () => {
      const created = expectOk(await owner.post(`${base}/keys`, { label: 'ci' }), 201);
      expect(created).toMatchObject({ label: 'ci', createdBy: org.users.owner, revokedAt: null });
      expect(created.key).toMatch(/^tsk_/);
      const api = new Api(created.key);
      expectOk(await api.get('/v1/health'));

      const listed = expectOk(await owner.get(`${base}/keys`));
      const row = listed.find((k: any) => k.id === created.id);
      expect(row.key).toBeUndefined();
      expect(row.maskedKey).toBe(`${created.key.slice(0, 8)}…${created.key.slice(-4)}`);
      expect(row.lastUsedAt).not.toBeNull();

      expectOk(await owner.post(`${base}/keys/${created.id}/revoke`));
      await new Promise((r) => setTimeout(r, 1_000));
      expectErrorEnvelope(await api.get('/v1/health'), 401, 'UNAUTHORIZED');
      expect(expectOk(await owner.get(`${base}/keys`)).find((k: any) => k.id === created.id).revokedAt).not.toBeNull();
    });

    it('lets a member list keys but refuses its create and revoke (403)', async () => {
      const member = await signedIn(org.users.member);
      expect(expectOk(await member.get(`${base}/keys`)).length).toBeGreaterThan(0);
      expectErrorEnvelope(await member.post(`${base}/keys`, { label: 'forged' }), 403, 'FORBIDDEN');
      const key = expectOk(await owner.post(`${base}/keys`, { label: 'kept' }), 201);
      expectErrorEnvelope(await member.post(`${base}/keys/${key.id}/revoke`), 403, 'FORBIDDEN');
    });

    it('lets an admin create keys', async () => {
      const admin = await signedIn(org.users.admin);
      expect(expectOk(await admin.post(`${base}/keys`, { label: 'by admin' }), 201).createdBy).toBe(org.users.admin);
    });

    it('answers 404 for another organization and 400 for a missing label', async () => {
      const other = await newOrganizationWithUsers();
      expectErrorEnvelope(await owner.get(`/app/api/orgs/${other.organizationId}/keys`), 404, 'NOT_FOUND');
      expectErrorEnvelope(await owner.post(`${base}/keys`, {}), 400, 'BAD_REQUEST');
      const otherOwner = await signedIn(other.users.owner);
      const foreign = expectOk(
        await otherOwner.post(`/app/api/orgs/${other.organizationId}/keys`, { label: 'x' }),
        201,
      );
      expectErrorEnvelope(await owner.post(`${base}/keys/${foreign.id}/revoke`), 404, 'NOT_FOUND');
    });
  });

  describe('members and invitations', () => {
    it('lets an owner invite; the invited person sets a password, joins and is signed in', async () => {
      const email = `invited-${Date.now()}@example.com`;
      const invitation = expectOk(await owner.post(`${base}/invitations`, { email, role: 'admin' }), 201);
      expect(invitation).toMatchObject({ email, role: 'admin', invitedBy: org.users.owner });
      const days = (Date.parse(invitation.expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7);

      const guest = new WebClient();
      const preview = expectOk(await guest.post('/app/api/invitations/preview', { token: invitation.token }));
      expect(preview).toMatchObject({ organizationName: org.name, email, role: 'admin', existingUser: false });
      const session = expectOk(
        await guest.post('/app/api/invitations/accept', { token: invitation.token, password: 'a new password' }),
      );
      expect(session.organizations).toEqual([{ id: org.organizationId, name: org.name, role: 'admin' }]);
      expectOk(await guest.get(`${base}/members`));
      expectErrorEnvelope(
        await new WebClient().post('/app/api/invitations/accept', { token: invitation.token, password: 'x'.repeat(8) }),
        410,
        'GONE',
      );
      expectOk(await new WebClient().signIn(email, 'a new password'));
    });

    it('refuses invitations from admins and members, and an unknown token', async () => {
      const admin = await signedIn(org.users.admin);
      expectErrorEnvelope(await admin.post(`${base}/invitations`, { email: 'x@example.com', role: 'member' }), 403);
      expectErrorEnvelope(await new WebClient().post('/app/api/invitations/preview', { token: 'nope' }), 404);
    });

    it('changes roles and removes members, but never the last owner', async () => {
      const { organizationId, users } = await newOrganizationWithUsers();
      const boss = await signedIn(users.owner);
      const path = `/app/api/orgs/${organizationId}`;
      const { members } = expectOk(await boss.get(`${path}/members`));
      const id = (email: string) => members.find((m: any) => m.email === email).userId;
      expect(members.map((m: any) => m.role).sort()).toEqual(['admin', 'member', 'owner']);

      const demote = await boss.patch(`${path}/members/${id(users.owner)}`, { role: 'admin' });
      expect(expectErrorEnvelope(demote, 409, 'CONFLICT').message).toMatch(/last owner/);
      expectErrorEnvelope(await boss.delete(`${path}/members/${id(users.owner)}`), 409, 'CONFLICT');

      expect(expectOk(await boss.patch(`${path}/members/${id(users.admin)}`, { role: 'owner' })).role).toBe('owner');
      expectOk(await boss.delete(`${path}/members/${id(users.member)}`));
      const removed = await signedIn(users.member);
      expectErrorEnvelope(await removed.get(`${path}/keys`), 404, 'NOT_FOUND');
      expectOk(await boss.delete(`${path}/members/${id(users.owner)}`));
    });
  });

  describe('webhook secret', () => {
    it('is revealed and rotated by owners and admins, not members', async () => {
      const admin = await signedIn(org.users.admin);
      const first = expectOk(await admin.get(`${base}/webhook-secret`)).secret;
      expect(first).toMatch(/^whsec_/);
      const rotated = expectOk(await owner.post(`${base}/webhook-secret/rotate`)).secret;
      expect(rotated).not.toBe(first);
      const nats = new TestNatsClient();
      try {
        expect((await nats.send(Subjects.auth.getWebhookSecret, { org: org.organizationId })).secret).toBe(rotated);
      } finally {
        await nats.close();
      }
      const member = await signedIn(org.users.member);
      expectErrorEnvelope(await member.get(`${base}/webhook-secret`), 403, 'FORBIDDEN');
      expectErrorEnvelope(await member.post(`${base}/webhook-secret/rotate`), 403, 'FORBIDDEN');
    });
  });

  describe('usage', () => {
    it('shows the credits of today per operation, for every member', async () => {
      const key = expectOk(await owner.post(`${base}/keys`, { label: 'usage' }), 201).key;
      expectOk(
        await new Api(key).post('/v1/translation/translate', {
          sourceLanguage: 'en',
          targetLanguage: 'es',
          text: 'one two three four',
        }),
      );
      const member = await signedIn(org.users.member);
      const today = new Date().toISOString().slice(0, 10);
      const usage = expectOk(await member.get(`${base}/usage?days=30`));
      expect(usage.to).toBe(today);
      expect(usage.usage).toEqual([{ day: today, operation: 'translate', credits: 4, words: 4, requests: 1 }]);
      expectErrorEnvelope(await member.get(`${base}/usage?days=500`), 400, 'BAD_REQUEST');
    });
  });
});
