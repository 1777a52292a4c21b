import { INestApplication, Logger, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CustomStrategy, NatsOptions, ServerNats } from '@nestjs/microservices';
import type { Subscription } from 'nats';
import { AllRpcExceptionsFilter } from '../errors/rpc-exception.filter';
import { createRpcValidationPipe } from '../errors/rpc-validation.pipe';
import { CorrelatedLogger } from '../logging/correlated-logger';
import { NATS_RECONNECT_FOREVER } from '../nats/nats.constants';
import { RequestIdInterceptor } from '../logging/request-id.interceptor';
import { installGracefulStop } from '../lifecycle/graceful-stop';
import { InFlight } from '../lifecycle/in-flight';
import { InFlightInterceptor } from '../lifecycle/in-flight.interceptor';

export interface ServiceBootstrapOptions {
  /** Service name; also the NATS queue group, so replicas share the work. */
  name: string;
  natsUrl: string;
  probePort: number;
  /**
   * Deliver `@EventPattern` handlers to every replica: they get their own NATS connection
   * subscribed outside the queue group (cache invalidation and other broadcasts), while
   * `@MessagePattern` handlers stay in the queue group so one replica answers each request.
   */
  eventsWithoutQueue?: boolean;
}

type HandlerKind = 'all' | 'requests' | 'events';

/**
 * The stock NATS server subscribes every handler of the app. With two servers in one app
 * (queued and queue-less) each must subscribe only its own kind, or every replica would answer
 * requests and one replica would see each event twice. It can also stop receiving while the
 * connection stays up, so that answers to work in flight still go out during a stop.
 */
class NatsServerFor extends ServerNats {
  constructor(
    options: NonNullable<NatsOptions['options']>,
    private readonly kind: HandlerKind,
  ) {
    super(options);
  }

  override bindEvents(client: Parameters<ServerNats['bindEvents']>[0]): void {
    for (const [pattern, handler] of [...this.messageHandlers]) {
      if (this.kind !== 'all' && handler.isEventHandler !== (this.kind === 'events')) {
        this.messageHandlers.delete(pattern);
      }
    }
    super.bindEvents(client);
  }

  stopReceiving(): void {
    // ServerNats keeps its subscriptions in a field its typings call private (Nest 11 reads the
    // same list in close() when gracefulShutdown is on); unsubscribing keeps the connection open.
    const { subscriptions } = this as unknown as { subscriptions: Subscription[] };
    for (const subscription of subscriptions) subscription.unsubscribe();
  }
}

function natsServers(options: ServiceBootstrapOptions): NatsServerFor[] {
  const base = { servers: [options.natsUrl], ...NATS_RECONNECT_FOREVER };
  if (!options.eventsWithoutQueue)
    return [new NatsServerFor({ ...base, queue: options.name, name: options.name }, 'all')];
  return [
    new NatsServerFor({ ...base, queue: options.name, name: `${options.name}-requests` }, 'requests'),
    new NatsServerFor({ ...base, name: `${options.name}-events` }, 'events'),
  ];
}

/**
 * Starts a backend service: NATS message handlers in the service's queue group
 * plus a small HTTP server for /livez and /readyz.
 */
export async function bootstrapService(
  module: Type<unknown>,
  options: ServiceBootstrapOptions,
): Promise<INestApplication> {
  const app = await NestFactory.create(module, {
    logger: new CorrelatedLogger({ logLevels: ['error', 'warn', 'log'] }),
  });
  // Global filter, pipe and interceptor first: the microservice copies them when it connects.
  app.useGlobalFilters(new AllRpcExceptionsFilter());
  app.useGlobalPipes(createRpcValidationPipe());
  const inFlight = new InFlight();
  app.useGlobalInterceptors(new RequestIdInterceptor(), new InFlightInterceptor(inFlight));
  const servers = natsServers(options);
  for (const strategy of servers) {
    app.connectMicroservice<CustomStrategy>({ strategy }, { inheritAppConfig: true });
  }
  installGracefulStop(app, {
    name: options.name,
    inFlight,
    stopIntake: () => servers.forEach((server) => server.stopReceiving()),
  });
  await app.startAllMicroservices();
  await app.listen(options.probePort, '0.0.0.0');
  const events = options.eventsWithoutQueue ? ', events outside it' : '';
  new Logger(options.name).log(`ready: NATS queue "${options.name}"${events}, probes on ${await app.getUrl()}`);
  return app;
}
