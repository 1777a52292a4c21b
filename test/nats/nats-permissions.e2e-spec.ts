import { namespacedSubject, natsConnectionOptions, type NatsUser } from '@app/common';
import { Subjects } from '@app/contracts';
import { connect, ErrorCode, Events, JSONCodec, NatsConnection, NatsError } from 'nats';
import { randomUUID } from 'node:crypto';
import { newOrganization } from '../support/api';
import { TestNatsClient } from '../support/nats-client';
import { testEnv, testNatsSettings } from '../support/test-env';

/**
 * NATS is a trust boundary (README "NATS"): the test cluster's NATS server runs the same generated
 * configuration as `npm start`'s. Anonymous clients are refused, and each app's user is stopped
 * by the server itself, a permissions violation the client sees, when it strays.
 */
const codec = JSONCodec();
const ns = (subject: string) => namespacedSubject(testEnv().subjectPrefix, subject);

async function connectAs(user: NatsUser): Promise<NatsConnection> {
  return connect({ ...natsConnectionOptions(testNatsSettings(user)), maxReconnectAttempts: 0 });
}

/** Runs `act` on a fresh connection as `user`; resolves with the errors the server reported on it. */
async function violationsOf(user: NatsUser, act: (nc: NatsConnection) => Promise<unknown>): Promise<string[]> {
  const nc = await connectAs(user);
  const seen: string[] = [];
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === Events.Error && typeof status.data === 'string') seen.push(status.data);
    }
  })();
  try {
    await act(nc).catch((error: unknown) => seen.push((error as NatsError).code));
    await nc.flush().catch(() => undefined);
    await new Promise((r) => setTimeout(r, 300));
    return seen;
  } finally {
    await nc.close();
  }
}

/** A Nest request packet, as the services' handlers read them. */
const packet = (subject: string, data: object) => codec.encode({ pattern: subject, data, id: randomUUID() });
const request = (subject: string, data: object) => (nc: NatsConnection) =>
  nc.request(ns(subject), packet(subject, data), { timeout: 2_000 });

describe('NATS trust boundary', () => {
  let org: { id: string };

  beforeAll(async () => {
    org = { id: (await newOrganization()).organizationId };
  });

  it('refuses an anonymous connection', async () => {
    const error = await connect({ servers: testEnv().natsUrl, maxReconnectAttempts: 0 }).then(
      (nc) => nc.close().then(() => null),
      (e: unknown) => e as NatsError,
    );
    expect(error?.code).toBe(ErrorCode.AuthorizationViolation);
  });

  it("denies an app's user a subscription to another app's subjects", async () => {
    const cases: [NatsUser, string][] = [
      ['glossary', 'auth.>'],
      ['translation', 'glossary.glossary.list.v1'],
      ['metrics', 'translation.translate.v1'],
      ['localization', 'auth.key.create.v1'],
      ['gateway', 'auth.key.create.v1'],
    ];
    for (const [user, subject] of cases) {
      const seen = await violationsOf(user, (nc) => {
        nc.subscribe(ns(subject));
        return Promise.resolve();
      });
      expect({ user, subject, seen }).toEqual({ user, subject, seen: [ErrorCode.PermissionsViolation] });
    }
  });

  it('denies every app but the gateway the administrative subjects: no key, no webhook secret', async () => {
    const attempts: [NatsUser, string, object][] = [
      ['glossary', Subjects.auth.createKey, { org: org.id, label: 'stolen' }],
      ['metrics', Subjects.auth.getWebhookSecret, { organizationId: org.id }],
      ['localization', Subjects.auth.createOrganization, { name: 'forged' }],
      ['gateway', Subjects.auth.createOrganization, { name: 'forged' }],
      ['integration', Subjects.auth.createKey, { org: org.id, label: 'stolen' }],
    ];
    for (const [user, subject, data] of attempts) {
      const seen = await violationsOf(user, request(subject, data));
      expect({ user, subject, denied: seen.includes(ErrorCode.PermissionsViolation) }).toEqual({
        user,
        subject,
        denied: true,
      });
    }
  });

  it('believes a caller only from the gateway: another app forging one is refused by the server', async () => {
    const caller = { organizationId: org.id, keyId: randomUUID() };
    for (const user of ['metrics', 'localization', 'integration'] as NatsUser[]) {
      const seen = await violationsOf(user, request(Subjects.glossary.listGlossaries, { caller }));
      expect({ user, seen }).toEqual({ user, seen: expect.arrayContaining([ErrorCode.PermissionsViolation]) });
    }
    // The gateway may: the same request answers.
    const gateway = await connectAs('gateway');
    try {
      const reply = await request(Subjects.glossary.listGlossaries, { caller })(gateway);
      expect(codec.decode(reply.data)).toMatchObject({ response: expect.anything() });
    } finally {
      await gateway.close();
    }
  });

  it("gives the CLI's admin user the administrative subjects", async () => {
    const admin = new TestNatsClient(undefined, undefined, 'admin');
    try {
      const created = await admin.send<{ id: string }>(Subjects.auth.createOrganization, {
        name: `admin-${randomUUID()}`,
      });
      expect(created.id).toEqual(expect.any(String));
    } finally {
      await admin.close();
    }
  });
});
