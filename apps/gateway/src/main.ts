import './tracing';
import 'reflect-metadata';
import { Logger, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { asStrategy, createAppLogger, InFlight, initMetrics, installGracefulStop, natsServer } from '@app/common';
import type { Server } from 'node:http';
import { AppModule } from './app.module';
import { gatewayConfig } from './config/gateway-config.provider';
import { setUpOpenApi } from './docs/openapi';
import { setUpAsyncApi } from './nats-api/asyncapi';
import { observeHttp } from './observability/http-telemetry';
import { checkRawBody } from './security/raw-body.check';
import { securityHeaders } from './security/security-headers';
import { serveWebApp } from './web-app/static-files';

async function bootstrap() {
  initMetrics('gateway');
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    bodyParser: false,
    logger: createAppLogger('gateway', gatewayConfig),
  });
  // First, so that every answer is counted, refusals of the layers below included.
  observeHttp(app);
  // Before the body parsers, so that their refusals carry the headers too.
  app.disable('x-powered-by');
  app.use(securityHeaders());
  app.useBodyParser('json', {
    limit: gatewayConfig.JSON_BODY_LIMIT,
    verify: checkRawBody(gatewayConfig.JSON_MAX_DEPTH),
  });
  app.useBodyParser('urlencoded', { limit: gatewayConfig.JSON_BODY_LIMIT, extended: true, verify: checkRawBody() });
  app.setGlobalPrefix('v1', {
    exclude: [
      { path: 'livez', method: RequestMethod.GET },
      { path: 'readyz', method: RequestMethod.GET },
      // The web app's own API (cookie sessions, not API keys): apps/gateway/src/web-app.
      { path: 'app/{*path}', method: RequestMethod.ALL },
    ],
  });
  // Events only, outside any queue group: every replica hears every revocation.
  app.connectMicroservice(asStrategy(natsServer(gatewayConfig, 'events', { name: 'gateway-events' })));
  setUpOpenApi(app);
  setUpAsyncApi(app);
  serveWebApp(app);
  // A stop answers every request already received (docs: SHUTDOWN_GRACE_MS).
  const inFlight = new InFlight();
  app.use((_req: unknown, res: { once(event: 'close', f: () => void): void }, next: () => void) => {
    inFlight.enter();
    res.once('close', () => inFlight.leave());
    next();
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
