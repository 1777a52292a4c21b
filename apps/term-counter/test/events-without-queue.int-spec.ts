import { Controller, INestApplication, Module } from '@nestjs/common';
import { ClientProxy, ClientProxyFactory, EventPattern, MessagePattern, Transport } from '@nestjs/microservices';
import { bootstrapService, natsConnectionOptions } from '@app/common';
import { randomUUID } from 'node:crypto';
import { firstValueFrom } from 'rxjs';
import { testEnv, testNatsSettings } from '../../../test/support/test-env';

/**
 * bootstrapService({eventsWithoutQueue}) is what lets every term-counter replica drop its
 * compiled glossary on a change event while requests still go to one replica.
 */
describe('bootstrapService with eventsWithoutQueue', () => {
  const suffix = randomUUID();
  const requestSubject = `test.bootstrap.request.${suffix}`;
  const eventSubject = `test.bootstrap.event.${suffix}`;

  function replicaModule(replica: number, seen: { requests: number[]; events: number[] }) {
    @Controller()
    class ReplicaController {
      @MessagePattern(requestSubject)
      answer() {
        seen.requests.push(replica);
        return { replica };
      }

      @EventPattern(eventSubject)
      hear() {
        seen.events.push(replica);
      }
    }
    @Module({ controllers: [ReplicaController] })
    class ReplicaModule {}
    return ReplicaModule;
  }

  const seen = { requests: [] as number[], events: [] as number[] };
  const apps: INestApplication[] = [];
  let client: ClientProxy;

  beforeAll(async () => {
    const natsUrl = testEnv().natsUrl;
    // Made first (it connects on first use) so that afterAll can close it even when setup fails.
    client = ClientProxyFactory.create({
      transport: Transport.NATS,
      options: natsConnectionOptions({ ...testNatsSettings(), NATS_SUBJECT_PREFIX: '' }),
    });
    for (const replica of [1, 2]) {
      apps.push(
        await bootstrapService(replicaModule(replica, seen), {
          name: `bootstrap-test-${suffix}`,
          config: { ...testNatsSettings('test', natsUrl), NATS_SUBJECT_PREFIX: '', PROBE_PORT: 0 },
          eventsWithoutQueue: true,
        }),
      );
    }
  });

  afterAll(async () => {
    await client.close();
    await Promise.all(apps.map((app) => app.close()));
  });

  it('answers each request on exactly one replica and delivers each event to every replica once', async () => {
    for (let i = 0; i < 10; i++) await firstValueFrom(client.send(requestSubject, {}));
    await firstValueFrom(client.emit(eventSubject, {}), { defaultValue: undefined });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen.requests).toHaveLength(10);
    expect(seen.events.sort()).toEqual([1, 2]);
  });
});
