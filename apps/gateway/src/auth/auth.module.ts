import { Module } from '@nestjs/common';
import { ServiceConfigModule } from '@app/common';
import { GatewayConfig } from '../config/gateway.config';
import { ApiKeyAuthenticator } from './api-key-authenticator';
import { KeyRevocationListener } from './key-revocation.listener';
import { SessionCallerAuthenticator } from './session-caller';
import { VerifiedKeyCache } from './verified-key-cache';

/** API key authentication (and the web app session in its place on the routes that take it), shared by the REST guard and the NATS API, with its cache and revocation listener. */
@Module({
  imports: [ServiceConfigModule.for(GatewayConfig)],
  controllers: [KeyRevocationListener],
  providers: [
    {
      provide: VerifiedKeyCache,
      inject: [GatewayConfig],
      useFactory: (config: GatewayConfig) => new VerifiedKeyCache(config.API_KEY_CACHE_TTL_MS),
    },
    ApiKeyAuthenticator,
    SessionCallerAuthenticator,
  ],
  exports: [ApiKeyAuthenticator, SessionCallerAuthenticator],
})
export class GatewayAuthModule {}
