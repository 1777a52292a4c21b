import { hash } from 'node:crypto';
import { CallerContext } from '@app/contracts';

interface Entry {
  caller: CallerContext;
  expiresAt: number;
}

/**
 * Verified keys, kept for a short TTL so that most requests need no round trip
 * to the auth service. Revocation events evict at once (see KeyRevocationListener).
 */
export class VerifiedKeyCache {
  private readonly entries = new Map<string, Entry>();

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

  set(keyHash: string, caller: CallerContext): void {
    if (this.ttlMs === 0) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(keyHash, { caller, expiresAt: this.now() + this.ttlMs });
  }

  evict(keyHash: string): void {
    this.entries.delete(keyHash);
  }
}
