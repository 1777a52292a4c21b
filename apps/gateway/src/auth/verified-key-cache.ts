import { LRUCache } from 'lru-cache';
import { hash } from 'node:crypto';
import { CallerContext } from '@app/contracts';

/** The share of the TTL at its end during which a key in use is verified again ahead of expiry. */
const REFRESH_SHARE = 0.2;

/**
 * Verified keys, kept for a short TTL so that most requests need no round trip
 * to the auth service. Revocation events evict at once (see KeyRevocationListener).
 */
export class VerifiedKeyCache {
  private readonly entries: LRUCache<string, CallerContext>;
  /** Counts evictions: a verification that started before one may be of a revoked key, and is not kept. */
  private evictions = 0;

  /** `now`: a clock for tests (lru-cache reads `performance.now()` otherwise). */
  constructor(
    private readonly ttlMs: number,
    maxEntries = 10_000,
    now?: () => number,
  ) {
    // ttlResolution 0: each read checks the clock (lru-cache would otherwise reuse a reading for 1 ms).
    this.entries = new LRUCache({ max: maxEntries, ttl: ttlMs, ttlResolution: 0, ...(now && { perf: { now } }) });
  }

  /** The one-shot hash: createHash's digest at a quarter of its cost, once per request. */
  static hash(key: string): string {
    return hash('sha256', key, 'hex');
  }

  get(keyHash: string): CallerContext | null {
    return this.entries.get(keyHash) ?? null;
  }

  /** True in the last fifth of a key's TTL: time to verify it again while the cached answer still serves. */
  refreshDue(keyHash: string): boolean {
    return this.entries.has(keyHash) && this.entries.getRemainingTTL(keyHash) < this.ttlMs * REFRESH_SHARE;
  }

  /** What to pass to `set` for a verification that starts now. */
  generation(): number {
    return this.evictions;
  }

  /** `since`: the `generation()` when the verification started; a revocation since then wins. */
  set(keyHash: string, caller: CallerContext, since = this.evictions): void {
    // A TTL of 0 turns the cache off (to lru-cache it would mean "never expires").
    if (this.ttlMs === 0 || since !== this.evictions) return;
    this.entries.set(keyHash, caller);
  }

  evict(keyHash: string): void {
    this.evictions++;
    this.entries.delete(keyHash);
  }
}
