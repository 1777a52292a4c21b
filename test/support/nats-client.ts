import { ClientProxy, ClientProxyFactory, Transport } from '@nestjs/microservices';
import { firstValueFrom, timeout } from 'rxjs';
import { namespacedSubject, natsConnectionOptions, type NatsUser } from '@app/common';
import { testEnv, testNatsSettings } from './test-env';

/** A real NATS ClientProxy to call service subjects directly in integration tests, as the `test` user unless told. */
export class TestNatsClient {
  private readonly client: ClientProxy;

  /** Subjects are sent under the cluster's namespace, as its services subscribe them. */
  constructor(
    natsUrl = testEnv().natsUrl,
    private readonly subjectPrefix = testEnv().subjectPrefix,
    user: NatsUser = 'test',
  ) {
    this.client = ClientProxyFactory.create({
      transport: Transport.NATS,
      options: natsConnectionOptions(testNatsSettings(user, natsUrl), `test-${user}`),
    });
  }

  send<T = any>(subject: string, payload: object, timeoutMs = 15_000): Promise<T> {
    return firstValueFrom(
      this.client.send<T>(namespacedSubject(this.subjectPrefix, subject), payload).pipe(timeout(timeoutMs)),
    );
  }

  /** Resolves with the error payload a service answered with; fails the test if it succeeded. */
  async sendExpectingError(
    subject: string,
    payload: object,
  ): Promise<{ code: string; message: string; details?: unknown[] }> {
    try {
      await this.send(subject, payload);
    } catch (error) {
      return error as { code: string; message: string };
    }
    throw new Error(`${subject} succeeded where an error was expected`);
  }

  close() {
    return this.client.close();
  }
}
