import { INestApplication, Logger, Type } from '@nestjs/common';
import { serviceConfig } from '../config/service-config.module';
import { NestFactory } from '@nestjs/core';
import { AllRpcExceptionsFilter } from '../errors/rpc-exception.filter';
import { IncomingMessageInterceptor } from './incoming-message.interceptor';
import { createRpcValidationPipe } from '../errors/rpc-validation.pipe';
import { installHotPath } from '../hot-path/install';
import { asStrategy, NamespacedNatsServer, natsServer } from '../nats/nats-server';
import type { NatsSettings } from '../nats/subject-namespace';
import { installGracefulStop } from '../lifecycle/graceful-stop';
import { InFlight } from '../lifecycle/in-flight';
import { createAppLogger } from '../observability/json-logger';
import { initMetrics } from '../observability/metrics';
import { serveMetrics } from '../observability/metrics-endpoint';

export interface ServiceBootstrapOptions {
  /** Service name; also the NATS queue group, so replicas share the work. */
  name: string;
  /**
   * The service's config class (the service shape, docs/DEVELOPING.md), or, for apps not moved to
   * it yet, its loaded values: NATS_URL, NATS_SUBJECT_PREFIX, PROBE_PORT and the log settings.
   */
  config: Type<BootstrapSettings> | BootstrapSettings;
  /**
   * Deliver `@EventPattern` handlers to every replica: they get their own NATS connection
   * subscribed outside the queue group (cache invalidation and other broadcasts), while
   * `@MessagePattern` handlers stay in the queue group so one replica answers each request.
   */
  eventsWithoutQueue?: boolean;
}

type BootstrapSettings = NatsSettings & { PROBE_PORT: number; LOG_FORMAT?: string; LOG_LEVEL?: string };

interface LoadedOptions extends ServiceBootstrapOptions {
  config: BootstrapSettings;
}

function natsServers({ name, config, eventsWithoutQueue }: LoadedOptions): NamespacedNatsServer[] {
  if (!eventsWithoutQueue) return [natsServer(config, 'all', { name, queue: name })];
  return [
    natsServer(config, 'requests', { name: `${name}-requests`, queue: name }),
    natsServer(config, 'events', { name: `${name}-events` }),
  ];
}

/**
 * Starts a backend service: NATS message handlers in the service's queue group
 * plus a small HTTP server for /livez, /readyz and /metrics (Prometheus).
 */
export async function bootstrapService(
  module: Type<unknown>,
  bootstrapOptions: ServiceBootstrapOptions,
): Promise<INestApplication> {
  const { config } = bootstrapOptions;
  // The same instance the app's ServiceConfigModule provides: the environment is read once.
  const options = { ...bootstrapOptions, config: typeof config === 'function' ? serviceConfig(config) : config };
  installHotPath();
  initMetrics(options.name);
  const app = await NestFactory.create(module, { logger: createAppLogger(options.name, options.config) });
  // Global filter, pipe and interceptor first: the microservice copies them when it connects.
  app.useGlobalFilters(new AllRpcExceptionsFilter());
  app.useGlobalPipes(createRpcValidationPipe());
  const inFlight = new InFlight();
  app.useGlobalInterceptors(new IncomingMessageInterceptor(options.config.NATS_SUBJECT_PREFIX, inFlight));
  serveMetrics(app);
  const servers = natsServers(options);
  for (const server of servers) app.connectMicroservice(asStrategy(server), { inheritAppConfig: true });
  installGracefulStop(app, {
    name: options.name,
    inFlight,
    stopIntake: () => servers.forEach((server) => server.stopReceiving()),
  });
  await app.startAllMicroservices();
  await app.listen(options.config.PROBE_PORT, '0.0.0.0');
  const events = options.eventsWithoutQueue ? ', events outside it' : '';
  const prefix = options.config.NATS_SUBJECT_PREFIX;
  const namespace = prefix ? `, subjects under "${prefix}."` : '';
  new Logger(options.name).log(
    `ready: NATS queue "${options.name}"${events}${namespace}, probes on ${await app.getUrl()}`,
  );
  return app;
}
