// Loads the SDK: required by startTracing (tracing.ts) only when tracing is on.
import { tracing } from '@opentelemetry/sdk-node';

type Sampler = tracing.Sampler;
type SamplingResult = tracing.SamplingResult;

const NOT_RECORD: SamplingResult = { decision: tracing.SamplingDecision.NOT_RECORD };
const RECORD_AND_SAMPLED: SamplingResult = { decision: tracing.SamplingDecision.RECORD_AND_SAMPLED };

/**
 * Samples at most `perSecond` new traces a second (a token bucket holding one second's worth):
 * every trace while traffic stays under that rate, and a bounded number above it, so tracing's
 * cost stops growing with the load. Meant as the root sampler of a parent-based one, so a trace
 * that has begun is followed to its end in every service.
 */
export class RateLimitedSampler implements Sampler {
  /** One second's worth, and at least one trace when the rate is under one a second. */
  private readonly capacity: number;
  private tokens: number;
  private refilledAt: number;

  constructor(
    private readonly perSecond: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.capacity = perSecond > 0 ? Math.max(1, perSecond) : 0;
    this.tokens = this.capacity;
    this.refilledAt = now();
  }

  shouldSample(): SamplingResult {
    const now = this.now();
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.refilledAt) * this.perSecond) / 1000);
    this.refilledAt = now;
    if (this.tokens < 1) return NOT_RECORD;
    this.tokens -= 1;
    return RECORD_AND_SAMPLED;
  }

  toString(): string {
    return `RateLimitedSampler{${this.perSecond}/s}`;
  }
}

/**
 * The sampler when OTEL_TRACES_SAMPLER is unset: every trace a caller began (a sampled
 * `traceparent`), none it chose to leave out, and new ones up to `perSecond` a second.
 */
export function defaultSampler(perSecond: number): Sampler {
  return new tracing.ParentBasedSampler({ root: new RateLimitedSampler(perSecond) });
}

/**
 * `TRACES_PER_SECOND`, the default sampler's rate: a non-negative number (0 samples no new trace;
 * traces begun by a caller are still followed), 100 when unset.
 */
export function tracesPerSecond(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 100;
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate < 0) {
    throw new Error(`TRACES_PER_SECOND must be a non-negative number of traces a second, got "${value}"`);
  }
  return rate;
}
