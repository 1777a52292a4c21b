import { Module } from '@nestjs/common';
import { gatewayConfig } from '../config/gateway-config.provider';
import { ApiKeyAuthenticator } from './api-key-authenticator';
import { KeyRevocationListener } from './key-revocation.listener';
import { VerifiedKeyCache } from './verified-key-cache';

/** API key authentication, shared by the REST guard and the NATS API, with its cache and revocation listener. */
@Module({
  controllers: [KeyRevocationListener],
  providers: [
    { provide: VerifiedKeyCache, useFactory: () => new VerifiedKeyCache(gatewayConfig.API_KEY_CACHE_TTL_MS) },
    ApiKeyAuthenticator,
  ],
  exports: [ApiKeyAuthenticator],
})
export class GatewayAuthModule {}
