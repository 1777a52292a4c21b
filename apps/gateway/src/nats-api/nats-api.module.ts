import { Module } from '@nestjs/common';
import { ServiceConfigModule } from '@app/common';
import { GatewayConfig } from '../config/gateway.config';
import { GatewayAuthModule } from '../auth/auth.module';
import { TranslationGatewayModule } from '../translation/translation.module';
import { NatsApiOperations } from './nats-api.operations';
import { NatsApiServer } from './nats-api.server';

/** The NATS API for other services (`api.v1.*`): the third front door beside REST and the web app. */
@Module({
  imports: [ServiceConfigModule.for(GatewayConfig), GatewayAuthModule, TranslationGatewayModule],
  providers: [NatsApiOperations, NatsApiServer],
  exports: [NatsApiOperations],
})
export class NatsApiModule {}
