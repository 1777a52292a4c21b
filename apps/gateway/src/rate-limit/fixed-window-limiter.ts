export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
}

/**
 * Counts requests per key in fixed windows. Kept per gateway replica: with N
 * replicas behind a balancer a key gets up to N times the limit, which is the
 * usual trade for not adding a shared store to every request.
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled() {
    return this.limit > 0;
  }

  take(key: string): RateDecision {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size > 100_000) this.windows.clear();
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    const resetSeconds = Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000));
    return {
      allowed: window.count <= this.limit,
      limit: this.limit,
      remaining: Math.max(0, this.limit - window.count),
      resetSeconds,
    };
  }
}
