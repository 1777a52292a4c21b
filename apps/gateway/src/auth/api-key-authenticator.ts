import { Injectable } from '@nestjs/common';
import { apiKeyMissing } from './auth.errors';
import { cacheLookups, DomainException, RpcClient } from '@app/common';
import { CallerContext, ErrorCode, Subjects, VerifiedKeyResponse } from '@app/contracts';
import { extractApiKey } from './api-key-extractor';
import { VerifiedKeyCache } from './verified-key-cache';

/**
 * The one API key check of every front door that takes keys (REST routes and the NATS API):
 * `X-Api-Key` or `Authorization: Bearer`, verified by the auth service, cached for a short TTL,
 * and evicted at once by the revocation event (KeyRevocationListener).
 *
 * A key in use is verified again shortly before its TTL runs out, while the cached answer still
 * serves, and one verification per key at a time is shared by every request that waits for it:
 * otherwise each expiry stopped a busy key's requests for a round trip to the auth service and
 * sent it one verification per request meanwhile (bench/key-expiry.mjs counts them).
 */
@Injectable()
export class ApiKeyAuthenticator {
  /** Verifications in flight by key hash. */
  private readonly verifying = new Map<string, Promise<CallerContext>>();

  constructor(
    private readonly rpc: RpcClient,
    private readonly cache: VerifiedKeyCache,
  ) {}

  /** The caller the headers' key belongs to; UNAUTHORIZED when there is no key or it is not valid. */
  authenticate(headers: Record<string, string | string[] | undefined>): Promise<CallerContext> {
    return this.authenticateKey(extractApiKey(headers));
  }

  /** The caller a key belongs to, wherever the front door found it (`null`: the request carried none). */
  async authenticateKey(key: string | null): Promise<CallerContext> {
    if (!key) throw apiKeyMissing();
    const keyHash = VerifiedKeyCache.hash(key);
    const cached = this.cache.get(keyHash);
    cacheLookups.inc({ cache: 'api_key', result: cached ? 'hit' : 'miss' });
    if (!cached) return this.verify(key, keyHash);
    // A refresh that fails for want of an answer changes nothing: the cached answer serves until its TTL.
    if (this.cache.refreshDue(keyHash)) this.verify(key, keyHash).catch(() => undefined);
    return cached;
  }

  /** The key's verification in flight, or a new one; its answer is cached unless the key was revoked meanwhile. */
  private verify(key: string, keyHash: string): Promise<CallerContext> {
    let verification = this.verifying.get(keyHash);
    if (verification) return verification;
    const since = this.cache.generation();
    verification = this.rpc
      .send<VerifiedKeyResponse>(Subjects.auth.verifyKey, { key })
      .then((verified) => {
        const caller = { organizationId: verified.organizationId, keyId: verified.keyId };
        this.cache.set(keyHash, caller, since);
        return caller;
      })
      .catch((error: unknown) => {
        // No longer valid (revoked, and the event missed): forget it now rather than at the TTL.
        if (error instanceof DomainException && error.code === ErrorCode.UNAUTHORIZED) this.cache.evict(keyHash);
        throw error;
      })
      .finally(() => this.verifying.delete(keyHash));
    this.verifying.set(keyHash, verification);
    return verification;
  }
}
