import { mapSettled } from './concurrency';

describe('mapSettled', () => {
  it('keeps order, isolates failures and respects the limit', async () => {
    let inFlight = 0;
    let peak = 0;
    const results = await mapSettled([1, 2, 3, 4, 5], 2, async (n) => {
      peak = Math.max(peak, ++inFlight);
      await new Promise((r) => setTimeout(r, 10 * (6 - n)));
      inFlight--;
      if (n === 3) throw new Error('three');
      return n * 10;
    });
    expect(peak).toBe(2);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([
      10,
      20,
      'three',
      40,
      50,
    ]);
  });
});
