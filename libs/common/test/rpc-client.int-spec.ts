import { Controller, INestApplication, Module } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import {
  asyncContext,
  bootstrapService,
  currentRequestId,
  DomainException,
  namespacedSubject,
  NatsSettings,
  requestContext,
  RpcClient,
} from '@app/common';
import { ErrorCode, Events, Subjects, TERM_ANALYSIS_QUEUE } from '@app/contracts';
import { randomUUID } from 'node:crypto';
import { testEnv, testNatsSettings } from '../../../test/support/test-env';

/** The test cluster's NATS server under a namespace of our choosing. */
function settings(prefix: string, probePort?: number): NatsSettings & { PROBE_PORT: number } {
  return { ...testNatsSettings(), NATS_SUBJECT_PREFIX: prefix, PROBE_PORT: probePort ?? 0 };
}

/** RpcClient against real Nest NATS handlers: what every gateway route and service-to-service call relies on. */
describe('RpcClient over NATS', () => {
  const suffix = randomUUID();
  const subject = (name: string) => `test.rpc.${name}.${suffix}`;
  const heard: unknown[] = [];

  @Controller()
  class EchoController {
    @MessagePattern(subject('echo'))
    echo(@Payload() payload: { text: string }) {
      return { text: payload.text, requestId: currentRequestId() };
    }

    @MessagePattern(subject('refuse'))
    refuse() {
      throw new DomainException('no such glossary', ErrorCode.NOT_FOUND, [{ field: 'id' }]);
    }

    @MessagePattern(subject('slow'))
    async slow() {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      return 'late';
    }

    @EventPattern(subject('event'))
    hear(@Payload() payload: unknown) {
      heard.push(payload);
    }
  }
  @Module({ controllers: [EchoController] })
  class EchoModule {}

  let service: INestApplication | undefined;
  let rpc: RpcClient | undefined;

  beforeAll(async () => {
    service = await bootstrapService(EchoModule, {
      name: `rpc-test-${suffix}`,
      config: settings(testEnv().subjectPrefix, 0),
    });
    rpc = new RpcClient(settings(testEnv().subjectPrefix));
  });

  afterAll(async () => {
    await rpc?.onApplicationShutdown();
    await service?.close();
  });

  it("answers the handler result and carries the caller's request id in the NATS headers", async () => {
    const answer = asyncContext.run(requestContext('req-123'), () => rpc!.send(subject('echo'), { text: 'hello' }));
    await expect(answer).resolves.toEqual({
      text: 'hello',
      requestId: 'req-123',
    });
  });

  it('keeps the code, message and details of an error the handler throws', async () => {
    const error = await rpc!.send(subject('refuse'), {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainException);
    expect(error).toMatchObject({ code: ErrorCode.NOT_FOUND, message: 'no such glossary', details: [{ field: 'id' }] });
  });

  it('turns a subject nobody answers into ENGINE_UNAVAILABLE at once', async () => {
    const started = Date.now();
    const error = await rpc!.send(subject('nobody'), {}, { timeoutMs: 5_000 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: ErrorCode.ENGINE_UNAVAILABLE });
    expect((error as Error).message).toContain('test service is unavailable');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('turns an answer later than the deadline into ENGINE_UNAVAILABLE', async () => {
    await expect(rpc!.send(subject('slow'), {}, { timeoutMs: 200 })).rejects.toMatchObject({
      code: ErrorCode.ENGINE_UNAVAILABLE,
    });
  });

  it('still answers after a request timed out, and drops the late answer', async () => {
    await expect(rpc!.send(subject('slow'), {}, { timeoutMs: 100 })).rejects.toMatchObject({
      code: ErrorCode.ENGINE_UNAVAILABLE,
    });
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // the slow handler's answer arrives now
    await expect(rpc!.send(subject('echo'), { text: 'after' })).resolves.toMatchObject({ text: 'after' });
  });

  it("fails a request the server refuses to publish (the app's NATS permissions) at once, as a 500", async () => {
    const metrics = new RpcClient({ ...testNatsSettings('metrics'), NATS_SUBJECT_PREFIX: testEnv().subjectPrefix });
    try {
      const started = Date.now();
      const error = await metrics
        .send(Subjects.auth.getWebhookSecret, { organizationId: randomUUID() }, { timeoutMs: 5_000 })
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ code: ErrorCode.INTERNAL });
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await metrics.onApplicationShutdown();
    }
  });

  it('answers many concurrent requests, each with its own reply', async () => {
    const texts = Array.from({ length: 200 }, (_, i) => `t${i}`);
    const replies = await Promise.all(texts.map((text) => rpc!.send<{ text: string }>(subject('echo'), { text })));
    expect(replies.map((reply) => reply.text)).toEqual(texts);
  });

  it('publishes events that Nest event handlers receive', async () => {
    await rpc!.publish(subject('event'), { glossaryId: 'g1', version: 2 });
    for (let i = 0; i < 50 && heard.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toEqual([{ glossaryId: 'g1', version: 2 }]);
  });

  it('hands each event to one subscriber of a queue group spanning apps, each app under its own NATS user', async () => {
    // A namespace of its own: the test cluster's services are in that queue group too.
    const as = (user: 'glossary' | 'translation' | 'term-counter') =>
      new RpcClient({ ...testNatsSettings(user), NATS_SUBJECT_PREFIX: `across-${suffix}` });
    const [glossary, translation, termCounter] = [as('glossary'), as('translation'), as('term-counter')];
    const got = new Map<RpcClient, string[]>([
      [translation, []],
      [termCounter, []],
    ]);
    try {
      for (const [client, ids] of got) {
        await client.subscribeAcrossApps(Events.glossary.changed, TERM_ANALYSIS_QUEUE, (data) =>
          ids.push((data as { glossaryId: string }).glossaryId),
        );
        await (await client.connected()).flush();
      }
      const sent = Array.from({ length: 40 }, (_, i) => `g${i}`);
      for (const glossaryId of sent) await glossary.publish(Events.glossary.changed, { glossaryId });
      const all = () => [...got.values()].flat();
      for (let i = 0; i < 100 && all().length < sent.length; i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(all().sort()).toEqual([...sent].sort());
      // Both apps take part (NATS picks a member at random: all 40 to one is 2^-39).
      expect([...got.values()].every((ids) => ids.length > 0)).toBe(true);
      // And each may tell every replica, the other app's included, what it made of them.
      const listeners = await Promise.all(
        [translation, termCounter].map(async (client) => {
          const nats = await client.connected();
          const heard: string[] = [];
          const subject = namespacedSubject(`across-${suffix}`, Events.termMatcher.wordsAnalysed);
          nats.subscribe(subject, {
            callback: (_error, message) => heard.push(message.json<{ data: { language: string } }>().data.language),
          });
          await nats.flush();
          return heard;
        }),
      );
      await translation.publish(Events.termMatcher.wordsAnalysed, { language: 'en' });
      await termCounter.publish(Events.termMatcher.wordsAnalysed, { language: 'es' });
      for (let i = 0; i < 100 && listeners.flat().length < 4; i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(listeners.map((heard) => [...heard].sort())).toEqual([
        ['en', 'es'],
        ['en', 'es'],
      ]);
    } finally {
      await Promise.all([glossary, translation, termCounter].map((client) => client.onApplicationShutdown()));
    }
  });

  describe('under another namespace (NATS_SUBJECT_PREFIX)', () => {
    const elsewhere = new RpcClient(settings(`elsewhere-${suffix}`));
    let other: INestApplication;
    let otherClient: RpcClient;

    beforeAll(async () => {
      other = await bootstrapService(EchoModule, { name: `rpc-test-${suffix}`, config: settings(`other-${suffix}`) });
      otherClient = new RpcClient(settings(`other-${suffix}`));
    });

    afterAll(async () => {
      await Promise.all([elsewhere.onApplicationShutdown(), otherClient.onApplicationShutdown()]);
      await other.close();
    });

    it('is not answered by services of another namespace on the same NATS server', async () => {
      await expect(elsewhere.send(subject('echo'), { text: 'hello' }, { timeoutMs: 2_000 })).rejects.toMatchObject({
        code: ErrorCode.ENGINE_UNAVAILABLE,
      });
      heard.length = 0;
      await elsewhere.publish(subject('event'), { glossaryId: 'g2', version: 1 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(heard).toEqual([]);
    });

    it("is answered by its own namespace's service, with the same subjects and queue name", async () => {
      await expect(otherClient.send(subject('echo'), { text: 'ours' })).resolves.toMatchObject({ text: 'ours' });
    });
  });
});
