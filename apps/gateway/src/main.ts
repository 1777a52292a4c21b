import './tracing';
import 'reflect-metadata';
import fastifyMultipart from '@fastify/multipart';
import { Logger, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  asStrategy,
  createAppLogger,
  InFlight,
  initMetrics,
  installGracefulStop,
  installHotPath,
  natsServer,
  serviceConfig,
} from '@app/common';
import type { Server } from 'node:http';
import { AppModule } from './app.module';
import { GatewayConfig } from './config/gateway.config';
import { setUpOpenApi } from './docs/openapi';
import { registerBodyParsers } from './http/body-parsers';
import { decodeRequestBodies } from './http/content-encoding';
import { bytesOf } from './http/byte-size';
import { answerFrameworkError } from './http/framework-errors';
import { assignRequestId, giveRequestIds } from './http/request-id';
import { drainUnreadBodies } from './http/unread-bodies';
import { setUpAsyncApi } from './nats-api/asyncapi';
import { observeHttp, traceContextOf } from './observability/http-telemetry';
import { securityHeaders } from './security/security-headers';
import { readMultipartFieldsFirst } from './uploads/multipart-fields';
import { serveWebApp } from './web-app/static-files';

async function bootstrap() {
  // Loaded once, before Nest starts (an invalid environment stops here); ServiceConfigModule hands the modules this instance.
  const gatewayConfig = serviceConfig(GatewayConfig);
  installHotPath();
  initMetrics('gateway');
  const headers = securityHeaders();
  const adapter = new FastifyAdapter({
    // Express matched /path/ as /path and allowed long path values (the pipes refuse them with a 400).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 10_000 },
    bodyLimit: bytesOf(gatewayConfig.JSON_BODY_LIMIT),
    frameworkErrors: answerFrameworkError((request, reply) => {
      headers(request, reply, () => undefined);
      assignRequestId(request, reply);
    }),
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, adapter, {
    bodyParser: false,
    logger: createAppLogger('gateway', gatewayConfig),
  });
  const fastify = app.getHttpAdapter().getInstance();
  // First, so that every answer is counted, refusals of the layers below included.
  observeHttp(app);
  // Before the body parsers, so that their refusals carry the headers too.
  fastify.addHook('onRequest', headers);
  giveRequestIds(fastify, traceContextOf);
  decodeRequestBodies(fastify);
  registerBodyParsers(fastify, {
    bodyLimit: bytesOf(gatewayConfig.JSON_BODY_LIMIT),
    maxDepth: gatewayConfig.JSON_MAX_DEPTH,
  });
  await app.register(fastifyMultipart, { limits: { fileSize: gatewayConfig.FILE_BODY_LIMIT_BYTES } });
  readMultipartFieldsFirst(fastify, { bodyLimit: bytesOf(gatewayConfig.JSON_BODY_LIMIT) });
  drainUnreadBodies(fastify, 2 * gatewayConfig.FILE_BODY_LIMIT_BYTES);
  app.setGlobalPrefix('v1', {
    exclude: [
      { path: 'livez', method: RequestMethod.GET },
      { path: 'readyz', method: RequestMethod.GET },
      // The web app's own API (cookie sessions, not API keys): apps/gateway/src/web-app.
      { path: 'app/{*path}', method: RequestMethod.ALL },
      // The compatible APIs, at the paths their clients are given (README "Compatible APIs").
      { path: 'deepl/{*path}', method: RequestMethod.ALL },
      { path: 'libretranslate/{*path}', method: RequestMethod.ALL },
    ],
  });
  // Events only, outside any queue group: every replica hears every revocation.
  app.connectMicroservice(asStrategy(natsServer(gatewayConfig, 'events', { name: 'gateway-events' })));
  setUpOpenApi(app);
  setUpAsyncApi(app);
  await serveWebApp(app);
  // A stop answers every request already received (docs: SHUTDOWN_GRACE_MS).
  const inFlight = new InFlight();
  fastify.addHook('onRequest', (_request, reply, done) => {
    inFlight.enter();
    reply.raw.once('close', () => inFlight.leave());
    done();
  });
  const server: Server = app.getHttpServer();
  installGracefulStop(app, {
    name: 'gateway',
    inFlight,
    stopIntake: () => {
      server.close();
      server.closeIdleConnections();
    },
    beforeClose: () => server.closeAllConnections(),
  });
  await app.startAllMicroservices();
  await app.listen(gatewayConfig.PORT, '0.0.0.0');
  new Logger('gateway').log(`listening on ${await app.getUrl()}`);
}

void bootstrap();
