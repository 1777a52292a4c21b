import { isoTimestamps } from './iso-timestamps';

describe('isoTimestamps', () => {
  it('formats every date as toISOString does, whether the instant repeats or changes', () => {
    const iso = isoTimestamps();
    const a = new Date('2026-11-27T10:00:00.123Z');
    const dates = [a, new Date(a.getTime()), a, new Date(0), a, new Date(a.getTime() + 1)];
    expect(dates.map(iso)).toEqual(dates.map((date) => date.toISOString()));
  });
});
