import { Inject, Injectable } from '@nestjs/common';
import { CallerContext, ErrorCode } from '@app/contracts';
import { KV, StorageType } from 'nats';
import { DomainException } from '../errors/domain.exception';
import { RpcClient } from '../nats/rpc-client';
import { namespacedBucket } from '../nats/object-store';
import { LIMITS_SETTINGS, type LimitsSettings, type RateDecision } from './limits.types';
import { PlanDirectory } from './plan-directory';
import { SharedRateLimiter } from './shared-rate-limiter';
import { RATE_LIMIT_BUCKET } from './rate-limit-bucket';

export { RATE_LIMIT_BUCKET } from './rate-limit-bucket';
const WINDOW_MS = 60_000;

/**
 * The one rate-limit check of every front door (REST gateway, web app, NATS API): a key's
 * requests per minute come from its organization's plan and are counted across every replica.
 */
@Injectable()
export class RequestLimits {
  readonly limiter: SharedRateLimiter;
  private store?: Promise<KV>;

  constructor(
    private readonly plans: PlanDirectory,
    private readonly rpc: RpcClient,
    @Inject(LIMITS_SETTINGS) private readonly settings: LimitsSettings,
  ) {
    this.limiter = new SharedRateLimiter(
      (reopen) => this.openStore(reopen),
      settings.RATE_LIMIT_STORE_TIMEOUT_MS,
      WINDOW_MS,
    );
  }

  /** Counts one request of the caller's key; null when its plan has no rate limit. */
  async takeRequest(caller: CallerContext): Promise<RateDecision | null> {
    const plan = await this.plans.planOf(caller.organizationId);
    if (plan.requestsPerMinute === null) return null;
    return this.limiter.take(caller.keyId, plan.requestsPerMinute);
  }

  /**
   * Counters live in memory on the NATS server (they matter for a minute; a NATS restart forgets
   * them, which only resets windows early) and expire two windows after their last write.
   * `reopen` after a failure: opening creates the bucket again when a NATS restart lost it.
   */
  private openStore(reopen: boolean): Promise<KV> {
    if (reopen) this.store = undefined;
    this.store ??= this.rpc
      .connected()
      .then((nats) =>
        nats
          .jetstream({ timeout: this.settings.RATE_LIMIT_STORE_TIMEOUT_MS })
          .views.kv(namespacedBucket(this.settings.NATS_SUBJECT_PREFIX, RATE_LIMIT_BUCKET), {
            history: 1,
            ttl: 2 * WINDOW_MS,
            storage: StorageType.Memory,
          }),
      )
      .catch((error: unknown) => {
        // Opened again on a later request: the store may come back.
        this.store = undefined;
        throw error;
      });
    return this.store;
  }
}

/** The RateLimit-* headers of a decision (CONTRACT), and Retry-After when it refuses: REST's and NATS's alike. */
export function rateLimitHeaders(decision: RateDecision): Record<string, string> {
  const headers: Record<string, string> = {
    'RateLimit-Limit': String(decision.limit),
    'RateLimit-Remaining': String(decision.remaining),
    'RateLimit-Reset': String(decision.resetSeconds),
  };
  if (!decision.allowed) headers['Retry-After'] = String(decision.resetSeconds);
  return headers;
}

/** 429 RATE_LIMITED; the caller sets the headers (rateLimitHeaders) on its answer, HTTP or NATS. */
export function rateLimitedError(decision: RateDecision): DomainException {
  return new DomainException(
    `Rate limit of ${String(decision.limit)} requests per minute exceeded; retry in ${String(decision.resetSeconds)} s`,
    ErrorCode.RATE_LIMITED,
  );
}
