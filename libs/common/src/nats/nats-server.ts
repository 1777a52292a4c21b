import { CustomStrategy, NatsOptions, ServerNats } from '@nestjs/microservices';
import type { NatsConnection, Subscription } from 'nats';
import { tuneNatsConnection } from '../hot-path/install';
import { natsConnectionOptions } from './connection-options';
import { namespacedSubject, NatsSettings } from './subject-namespace';

/** How every JSON text begins (an object, array, string or number, or a bare literal). */
const MAY_BE_JSON = /^\s*(?:[{["\d-]|true|false|null)/;

/** Which of an app's handlers one server subscribes. */
export type HandlerKind = 'all' | 'requests' | 'events';

/**
 * Nest's NATS server, with three changes:
 * - it subscribes each handler under the cluster's subject namespace (NATS_SUBJECT_PREFIX);
 * - it subscribes only one kind of handler: with two servers in one app (queued and queue-less)
 *   each must take its own kind, or every replica would answer requests and one replica would
 *   see each event twice;
 * - it can stop receiving while the connection stays up, so that answers to work in flight
 *   still go out during a stop;
 * - the replies of one turn of the event loop go out in one socket write (coalesced-writes.ts).
 */
export class NamespacedNatsServer extends ServerNats {
  private namespaced = false;

  constructor(
    options: NonNullable<NatsOptions['options']>,
    private readonly kind: HandlerKind,
    private readonly subjectPrefix: string,
  ) {
    super(options);
  }

  override async createNatsClient(): Promise<NatsConnection> {
    const client = (await super.createNatsClient()) as NatsConnection;
    tuneNatsConnection(client);
    return client;
  }

  override bindEvents(client: Parameters<ServerNats['bindEvents']>[0]): void {
    // Nest looks handlers up by the subject they were subscribed on, so re-keying them under the
    // namespaced subject is all it takes (once: a second bind must not prefix twice).
    if (!this.namespaced) {
      for (const [pattern, handler] of [...this.messageHandlers]) {
        this.messageHandlers.delete(pattern);
        if (this.kind === 'all' || handler.isEventHandler === (this.kind === 'events')) {
          this.messageHandlers.set(namespacedSubject(this.subjectPrefix, pattern), handler);
        }
      }
      this.namespaced = true;
    }
    super.bindEvents(client);
  }

  /**
   * Nest reads every incoming subject with `JSON.parse` first, for object patterns, and falls back
   * to the string when that throws: one exception per message on the hot path (about 1 % of a
   * service's CPU). Our patterns are all strings (`libs/contracts` subjects), so a subject that
   * cannot be JSON skips the attempt; what Nest does with the pattern after that is unchanged.
   */
  override getRouteFromPattern(pattern: string): string {
    if (MAY_BE_JSON.test(pattern)) return super.getRouteFromPattern(pattern);
    return this.normalizePattern(pattern);
  }

  stopReceiving(): void {
    // ServerNats keeps its subscriptions in a field its typings call private (Nest 11 reads the
    // same list in close() when gracefulShutdown is on); unsubscribing keeps the connection open.
    const { subscriptions } = this as unknown as { subscriptions: Subscription[] };
    for (const subscription of subscriptions) subscription.unsubscribe();
  }
}

/** A server for one kind of handler; `queue` puts it in a queue group so one replica answers. */
export function natsServer(
  settings: NatsSettings,
  kind: HandlerKind,
  connection: { name: string; queue?: string },
): NamespacedNatsServer {
  const { name, queue } = connection;
  const prefix = settings.NATS_SUBJECT_PREFIX;
  return new NamespacedNatsServer(
    {
      ...natsConnectionOptions(settings, namespacedSubject(prefix, name)),
      ...(queue ? { queue: namespacedSubject(prefix, queue) } : {}),
    },
    kind,
    settings.NATS_SUBJECT_PREFIX,
  );
}

/** For `app.connectMicroservice`. */
export function asStrategy(server: NamespacedNatsServer): CustomStrategy {
  return { strategy: server };
}
