import 'reflect-metadata';
import { Logger, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Transport } from '@nestjs/microservices';
import { NestExpressApplication } from '@nestjs/platform-express';
import { CorrelatedLogger, NATS_RECONNECT_FOREVER } from '@app/common';
import { AppModule } from './app.module';
import { gatewayConfig } from './config/gateway-config.provider';
import { setUpOpenApi } from './docs/openapi';

async function bootstrap() {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, {
    bodyParser: false,
    logger: new CorrelatedLogger(),
  });
  app.useBodyParser('json', { limit: gatewayConfig.JSON_BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: gatewayConfig.JSON_BODY_LIMIT, extended: true });
  app.setGlobalPrefix('v1', {
    exclude: [
      { path: 'livez', method: RequestMethod.GET },
      { path: 'readyz', method: RequestMethod.GET },
    ],
  });
  // Events only, outside any queue group: every replica hears every revocation.
  app.connectMicroservice({
    transport: Transport.NATS,
    options: { servers: [gatewayConfig.NATS_URL], ...NATS_RECONNECT_FOREVER },
  });
  setUpOpenApi(app);
  app.enableShutdownHooks();
  await app.startAllMicroservices();
  await app.listen(gatewayConfig.PORT, '0.0.0.0');
  new Logger('gateway').log(`listening on ${await app.getUrl()}`);
}

void bootstrap();
