/** One request weighed against a key's budget (CONTRACT: 429 with Retry-After and RateLimit-* headers). */
export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetSeconds: number;
}

export const LIMITS_SETTINGS = Symbol('LIMITS_SETTINGS');

export interface LimitsSettings {
  NATS_SUBJECT_PREFIX: string;
  /** How long a replica trusts an organization's plan without asking auth; change events cut it short. */
  PLAN_CACHE_TTL_MS: number;
  /** Deadline of one rate-limit decision in the shared store; past it the request is let through. */
  RATE_LIMIT_STORE_TIMEOUT_MS: number;
}
