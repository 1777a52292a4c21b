import { Logger } from '@nestjs/common';
import { KV } from 'nats';
import { rateLimitFailOpen } from '../observability/metrics';
import type { RateDecision } from './limits.types';

/** A window as the store holds it: `<start ms>:<count>`. */
interface Window {
  start: number;
  count: number;
  revision: number | null;
}

interface Waiter {
  resolve(decision: RateDecision): void;
}

const MAX_ATTEMPTS = 12;
/** After a store failure, requests skip the store for this long instead of each waiting for its deadline. */
const OPEN_CIRCUIT_MS = 1_000;
const LOG_EVERY_MS = 10_000;

/**
 * Requests per key and minute, counted in a JetStream key-value bucket that every replica shares,
 * so N replicas give a key its limit, not N times it. A window starts at a key's first request
 * (as before, per replica) and holds `limit` requests for a minute.
 *
 * Each increment is a compare-and-set on the key's revision (JetStream KV has no atomic add), so
 * two replicas racing retry instead of losing a count. Within one replica, requests for one key
 * that arrive while an increment is in flight wait for it and go together in the next one: a
 * flood of requests on one key costs one round trip per batch, not per request.
 *
 * When the store fails or is slow, requests are let through (fail open), logged and counted
 * (`failOpenCount`, and `rate_limit_fail_open_total` on /metrics): an outage of the limiter must not become an outage of the API.
 */
export class SharedRateLimiter {
  private readonly logger = new Logger(SharedRateLimiter.name);
  private readonly queues = new Map<string, { waiting: { waiter: Waiter; limit: number }[]; running: boolean }>();
  private openUntil = 0;
  private lastLog = 0;
  private unloggedFailures = 0;
  /** Set when the store failed: the next attempt opens it again (a NATS restart loses a memory bucket). */
  private reopen = false;
  /** Requests let through because the store did not answer (README "Plans, quotas and limits"). */
  failOpenCount = 0;

  constructor(
    private readonly store: (reopen: boolean) => Promise<KV>,
    private readonly timeoutMs: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  take(key: string, limit: number): Promise<RateDecision> {
    return new Promise((resolve) => {
      let queue = this.queues.get(key);
      if (!queue) {
        queue = { waiting: [], running: false };
        this.queues.set(key, queue);
      }
      queue.waiting.push({ waiter: { resolve }, limit });
      if (!queue.running) void this.drain(key, queue);
    });
  }

  private async drain(key: string, queue: { waiting: { waiter: Waiter; limit: number }[]; running: boolean }) {
    queue.running = true;
    while (queue.waiting.length > 0) {
      const batch = queue.waiting.splice(0);
      // A plan change between two requests of a batch: the newest limit counts.
      const limit = batch[batch.length - 1].limit;
      const decisions = await this.decide(key, limit, batch.length);
      batch.forEach(({ waiter }, i) => waiter.resolve(decisions[i]));
    }
    queue.running = false;
    this.queues.delete(key);
  }

  private async decide(key: string, limit: number, n: number): Promise<RateDecision[]> {
    if (this.now() < this.openUntil) return this.failOpen(limit, n, null);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new Error(`no answer within ${String(this.timeoutMs)} ms`));
      }, this.timeoutMs);
    });
    try {
      const { start, before } = await Promise.race([this.add(key, limit, n), deadline]);
      const resetSeconds = Math.max(1, Math.ceil((start + this.windowMs - this.now()) / 1000));
      return Array.from({ length: n }, (_, i) => {
        const count = before + i + 1;
        return { allowed: count <= limit, limit, remaining: Math.max(0, limit - count), resetSeconds };
      });
    } catch (error) {
      return this.failOpen(limit, n, error);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Adds `n` to the key's window (a new one if it expired); answers the window's start and its count before. */
  private async add(key: string, limit: number, n: number): Promise<{ start: number; before: number }> {
    const kv = await this.store(this.reopen);
    this.reopen = false;
    const storeKey = storeKeyOf(key);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const window = await this.read(kv, storeKey);
      // A full window needs no write: every request of the batch is refused.
      if (window.count >= limit) return { start: window.start, before: window.count };
      const value = `${String(window.start)}:${String(window.count + n)}`;
      try {
        if (window.revision === null) await kv.create(storeKey, value);
        else await kv.update(storeKey, value, window.revision);
        return { start: window.start, before: window.count };
      } catch (error) {
        if (!isConflict(error)) throw error;
      }
    }
    throw new Error(`${String(MAX_ATTEMPTS)} conflicting updates in a row`);
  }

  private async read(kv: KV, storeKey: string): Promise<Window> {
    const entry = await kv.get(storeKey);
    const now = this.now();
    const fresh = { start: now, count: 0 };
    if (!entry) return { ...fresh, revision: null };
    const [start, count] = entry.string().split(':').map(Number);
    const current = entry.operation === 'PUT' && now - start < this.windowMs && now >= start;
    return { ...(current ? { start, count } : fresh), revision: entry.revision };
  }

  private failOpen(limit: number, n: number, error: unknown): RateDecision[] {
    this.failOpenCount += n;
    rateLimitFailOpen.inc(n);
    if (error !== null) {
      this.reopen = true;
      this.openUntil = this.now() + OPEN_CIRCUIT_MS;
      this.unloggedFailures += n;
      if (this.now() - this.lastLog >= LOG_EVERY_MS) {
        this.logger.warn(
          {
            err: error instanceof Error ? error.message : error,
            requestsLetThrough: this.unloggedFailures,
            failOpenTotal: this.failOpenCount,
          },
          'rate-limit store unavailable: requests are let through unlimited until it answers again',
        );
        this.lastLog = this.now();
        this.unloggedFailures = 0;
      }
    }
    return Array.from({ length: n }, () => ({ allowed: true, limit, remaining: limit, resetSeconds: 60 }));
  }
}

/** KV keys allow letters, digits, `-`, `_`, `=` and `.`; key ids are UUIDs, but nothing else may slip through. */
function storeKeyOf(key: string): string {
  return key.replace(/[^-\w=]/g, '_');
}

function isConflict(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /wrong last sequence|key exists/i.test(message);
}
