import { FixedWindowLimiter } from './fixed-window-limiter';

describe('FixedWindowLimiter', () => {
  it('allows up to the limit per window, then refuses until the window resets', () => {
    let now = 0;
    const limiter = new FixedWindowLimiter(2, 60_000, () => now);
    expect(limiter.take('k')).toMatchObject({ allowed: true, remaining: 1 });
    expect(limiter.take('k')).toMatchObject({ allowed: true, remaining: 0 });
    expect(limiter.take('k')).toMatchObject({ allowed: false, remaining: 0, resetSeconds: 60 });
    now = 59_500;
    expect(limiter.take('k')).toMatchObject({ allowed: false, resetSeconds: 1 });
    now = 60_000;
    expect(limiter.take('k')).toMatchObject({ allowed: true, remaining: 1 });
  });

  it('counts keys separately', () => {
    const limiter = new FixedWindowLimiter(1);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('b').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('is off with a limit of 0', () => {
    expect(new FixedWindowLimiter(0).enabled).toBe(false);
  });
});
