import { CompiledGlossaryCache } from './compiled-glossary.cache';

const A = 'aaaaaaaa-0000-4000-8000-000000000001';
const B = 'bbbbbbbb-0000-4000-8000-000000000002';

/** A "compiled glossary" whose size is its length in bytes. */
function cacheOf(maxBytes: number) {
  const loads: string[] = [];
  const cache = new CompiledGlossaryCache<string>({ maxBytes, sizeOf: (value) => value.length });
  const load = (value: string) => async () => {
    loads.push(value);
    await new Promise((resolve) => setImmediate(resolve));
    return value;
  };
  return { cache, loads, load };
}

describe('CompiledGlossaryCache', () => {
  it('loads a version once and shares the load between concurrent first requests', async () => {
    const { cache, loads, load } = cacheOf(100);
    const values = await Promise.all([1, 2, 3].map(() => cache.get(A, 'en', 1, load('x'.repeat(10)))));
    expect(values.every((v) => v.length === 10)).toBe(true);
    expect(loads).toHaveLength(1);
    await cache.get(A, 'en', 1, load('again'));
    expect(loads).toHaveLength(1);
    expect(cache.heldVersion(A, 'en')).toBe(1);
    expect(cache.has(A, 'en', 1)).toBe(true);
  });

  it('keeps each variant and version apart', async () => {
    const { cache, loads, load } = cacheOf(100);
    await cache.get(A, 'en', 1, load('a'));
    await cache.get(A, 'de,en', 1, load('b'));
    await cache.get(A, 'en', 2, load('c'));
    expect(loads).toEqual(['a', 'b', 'c']);
    expect(cache.heldVersion(A, 'en')).toBe(2);
  });

  it('stays within its bytes, dropping the least recently used first', async () => {
    const { cache, load } = cacheOf(100);
    await cache.get(A, 'en', 1, load('a'.repeat(40)));
    await cache.get(B, 'en', 1, load('b'.repeat(40)));
    await cache.get(A, 'en', 1, load('unused'));
    await cache.get(B, 'de', 1, load('c'.repeat(40)));
    expect(cache.bytes).toBeLessThanOrEqual(100);
    expect(cache.has(A, 'en', 1)).toBe(true);
    expect(cache.has(B, 'en', 1)).toBe(false);
    expect(cache.heldVersion(B, 'en')).toBeUndefined();
  });

  it('still answers with a glossary larger than the whole bound, without keeping it', async () => {
    const { cache, loads, load } = cacheOf(100);
    expect(await cache.get(A, 'en', 1, load('z'.repeat(500)))).toHaveLength(500);
    expect(cache.size).toBe(0);
    await cache.get(A, 'en', 1, load('z'.repeat(500)));
    expect(loads).toHaveLength(2);
  });

  it('does not keep a failed load', async () => {
    const { cache, load } = cacheOf(100);
    await expect(cache.get(A, 'en', 1, () => Promise.reject(new Error('dictionary missing')))).rejects.toThrow(
      'dictionary missing',
    );
    expect(await cache.get(A, 'en', 1, load('ok'))).toBe('ok');
  });

  it('after a change keeps only the newest older version of each variant (to patch), after a deletion none', async () => {
    const { cache, load } = cacheOf(100);
    await cache.get(A, 'en', 2, load('a'));
    await cache.get(A, 'en', 3, load('b'));
    await cache.get(A, 'de', 4, load('c'));
    await cache.get(B, 'en', 1, load('d'));
    expect(cache.invalidate(A, 5)).toBe(1);
    expect(cache.has(A, 'en', 2)).toBe(false);
    expect(cache.newest(A, 'en')).toEqual({ version: 3, value: 'b' });
    expect(cache.has(A, 'de', 4)).toBe(true);
    expect(cache.invalidate(A)).toBe(2);
    expect(cache.size).toBe(1);
    expect(cache.has(B, 'en', 1)).toBe(true);
  });
});
