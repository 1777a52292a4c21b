import { Injectable } from '@nestjs/common';
import { cacheLookups, DomainException, RpcClient } from '@app/common';
import { CallerContext, ErrorCode, Subjects, VerifiedKeyResponse } from '@app/contracts';
import { extractApiKey } from './api-key-extractor';
import { VerifiedKeyCache } from './verified-key-cache';

/**
 * The one API key check of every front door that takes keys (REST routes and the NATS API):
 * `X-Api-Key` or `Authorization: Bearer`, verified by the auth service, cached for a short TTL,
 * and evicted at once by the revocation event (KeyRevocationListener).
 */
@Injectable()
export class ApiKeyAuthenticator {
  constructor(
    private readonly rpc: RpcClient,
    private readonly cache: VerifiedKeyCache,
  ) {}

  /** The caller the headers' key belongs to; UNAUTHORIZED when there is no key or it is not valid. */
  async authenticate(
    headers: Record<string, string | string[] | undefined>,
    requestId?: string,
  ): Promise<CallerContext> {
    const key = extractApiKey(headers);
    if (!key)
      throw new DomainException('Missing API key: send X-Api-Key or Authorization: Bearer', ErrorCode.UNAUTHORIZED);
    const keyHash = VerifiedKeyCache.hash(key);
    const cached = this.cache.get(keyHash);
    cacheLookups.inc({ cache: 'api_key', result: cached ? 'hit' : 'miss' });
    if (cached) return cached;
    const verified = await this.rpc.send<VerifiedKeyResponse>(Subjects.auth.verifyKey, { key }, { requestId });
    const caller = { organizationId: verified.organizationId, keyId: verified.keyId };
    this.cache.set(keyHash, caller);
    return caller;
  }
}
