import { Controller, Logger } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { Events, KeyRevokedEvent } from '@app/contracts';
import { VerifiedKeyCache } from './verified-key-cache';

/**
 * Every gateway replica subscribes outside any queue group, so a revocation
 * reaches all of them within NATS delivery time (well under a second).
 */
@Controller()
export class KeyRevocationListener {
  private readonly logger = new Logger(KeyRevocationListener.name);

  constructor(private readonly cache: VerifiedKeyCache) {}

  @EventPattern(Events.auth.keyRevoked)
  onKeyRevoked(@Payload() event: KeyRevokedEvent) {
    this.cache.evict(event.keyHash);
    this.logger.log({ keyId: event.keyId }, 'revoked key evicted from cache');
  }
}
