import { INestApplication, Logger, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MicroserviceOptions, Transport } from '@nestjs/microservices';
import { AllRpcExceptionsFilter } from '../errors/rpc-exception.filter';
import { createRpcValidationPipe } from '../errors/rpc-validation.pipe';

export interface ServiceBootstrapOptions {
  /** Service name; also the NATS queue group, so replicas share the work. */
  name: string;
  natsUrl: string;
  probePort: number;
}

/**
 * Starts a backend service: NATS message handlers in the service's queue group
 * plus a small HTTP server for /livez and /readyz.
 */
export async function bootstrapService(module: Type<unknown>, options: ServiceBootstrapOptions): Promise<INestApplication> {
  const app = await NestFactory.create(module, { logger: ['error', 'warn', 'log'] });
  // Global filter and pipe first: the microservice copies them when it connects.
  app.useGlobalFilters(new AllRpcExceptionsFilter());
  app.useGlobalPipes(createRpcValidationPipe());
  app.connectMicroservice<MicroserviceOptions>(
    { transport: Transport.NATS, options: { servers: [options.natsUrl], queue: options.name } },
    { inheritAppConfig: true },
  );
  app.enableShutdownHooks();
  await app.startAllMicroservices();
  await app.listen(options.probePort, '0.0.0.0');
  new Logger(options.name).log(`ready: NATS queue "${options.name}", probes on ${await app.getUrl()}`);
  return app;
}
