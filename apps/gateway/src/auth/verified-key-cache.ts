import { hash } from 'node:crypto';
import { CallerContext } from '@app/contracts';

interface Entry {
  caller: CallerContext;
  expiresAt: number;
}

/** The share of the TTL at its end during which a key in use is verified again ahead of expiry. */
const REFRESH_SHARE = 0.2;

/**
 * Verified keys, kept for a short TTL so that most requests need no round trip
 * to the auth service. Revocation events evict at once (see KeyRevocationListener).
 */
export class VerifiedKeyCache {
  private readonly entries = new Map<string, Entry>();
  /** Counts evictions: a verification that started before one may be of a revoked key, and is not kept. */
  private evictions = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The one-shot hash: createHash's digest at a quarter of its cost, once per request. */
  static hash(key: string): string {
    return hash('sha256', key, 'hex');
  }

  get(keyHash: string): CallerContext | null {
    const entry = this.entries.get(keyHash);
    if (!entry) return null;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(keyHash);
      return null;
    }
    return entry.caller;
  }

  /** True in the last fifth of a key's TTL: time to verify it again while the cached answer still serves. */
  refreshDue(keyHash: string): boolean {
    const entry = this.entries.get(keyHash);
    return entry !== undefined && entry.expiresAt - this.now() < this.ttlMs * REFRESH_SHARE;
  }

  /** What to pass to `set` for a verification that starts now. */
  generation(): number {
    return this.evictions;
  }

  /** `since`: the `generation()` when the verification started; a revocation since then wins. */
  set(keyHash: string, caller: CallerContext, since = this.evictions): void {
    if (this.ttlMs === 0 || since !== this.evictions) return;
    if (!this.entries.has(keyHash) && this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(keyHash, { caller, expiresAt: this.now() + this.ttlMs });
  }

  evict(keyHash: string): void {
    this.evictions++;
    this.entries.delete(keyHash);
  }
}
