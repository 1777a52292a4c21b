import { ROOT_CONTEXT, SpanKind, trace, TraceFlags } from '@opentelemetry/api';
import type { Context } from '@opentelemetry/api';
import { tracing } from '@opentelemetry/sdk-node';
import { defaultSampler, RateLimitedSampler, tracesPerSecond } from './rate-limited-sampler';

const SAMPLED = tracing.SamplingDecision.RECORD_AND_SAMPLED;
const NOT_RECORD = tracing.SamplingDecision.NOT_RECORD;

describe('RateLimitedSampler', () => {
  let clock: number;
  const sampler = (perSecond: number) => new RateLimitedSampler(perSecond, () => clock);
  const decisions = (s: RateLimitedSampler, n: number) => Array.from({ length: n }, () => s.shouldSample().decision);

  beforeEach(() => (clock = 1_000));

  it('samples a second’s worth of traces at once, then none until time passes', () => {
    const s = sampler(5);
    expect(decisions(s, 7)).toEqual([SAMPLED, SAMPLED, SAMPLED, SAMPLED, SAMPLED, NOT_RECORD, NOT_RECORD]);
  });

  it('samples again at its rate as time passes', () => {
    const s = sampler(10);
    decisions(s, 10);
    clock += 300;
    expect(decisions(s, 4).filter((d) => d === SAMPLED)).toHaveLength(3);
  });

  it('saves up no more than one second’s worth while idle', () => {
    const s = sampler(4);
    clock += 60_000;
    expect(decisions(s, 6).filter((d) => d === SAMPLED)).toHaveLength(4);
  });

  it('samples one trace every two seconds at 0.5 a second', () => {
    const s = sampler(0.5);
    expect(decisions(s, 2)).toEqual([SAMPLED, NOT_RECORD]);
    clock += 1_000;
    expect(decisions(s, 1)).toEqual([NOT_RECORD]);
    clock += 1_000;
    expect(decisions(s, 2)).toEqual([SAMPLED, NOT_RECORD]);
  });

  it('samples nothing new at 0 a second', () => {
    expect(decisions(sampler(0), 3)).toEqual([NOT_RECORD, NOT_RECORD, NOT_RECORD]);
  });
});

describe('defaultSampler', () => {
  const parent = (traceFlags: TraceFlags): Context =>
    trace.setSpanContext(ROOT_CONTEXT, {
      traceId: '0af7651916cd43dd8448eb211c80319c',
      spanId: 'b7ad6b7169203331',
      traceFlags,
      isRemote: true,
    });
  const decide = (context: Context) =>
    defaultSampler(0).shouldSample(context, '0af7651916cd43dd8448eb211c80319c', 'POST /x', SpanKind.SERVER, {}, [])
      .decision;

  it('follows a trace its caller sampled, whatever its own rate', () => {
    expect(decide(parent(TraceFlags.SAMPLED))).toBe(SAMPLED);
  });

  it('leaves out a trace its caller left out', () => {
    expect(decide(parent(TraceFlags.NONE))).toBe(NOT_RECORD);
  });

  it('starts new traces at its rate only', () => {
    expect(decide(ROOT_CONTEXT)).toBe(NOT_RECORD);
    expect(defaultSampler(1).shouldSample(ROOT_CONTEXT, 'a'.repeat(32), 'x', SpanKind.SERVER, {}, []).decision).toBe(
      SAMPLED,
    );
  });
});

describe('tracesPerSecond', () => {
  it('is 100 when unset', () => {
    expect(tracesPerSecond(undefined)).toBe(100);
    expect(tracesPerSecond(' ')).toBe(100);
  });

  it('reads a rate, fractions and 0 included', () => {
    expect(tracesPerSecond('0.5')).toBe(0.5);
    expect(tracesPerSecond('0')).toBe(0);
  });

  it.each(['-1', 'many', 'Infinity'])('refuses %s with the variable named', (value) => {
    expect(() => tracesPerSecond(value)).toThrow(/TRACES_PER_SECOND/);
  });
});
