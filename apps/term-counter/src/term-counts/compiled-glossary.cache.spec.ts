import { CachedGlossary, CompiledGlossaryCache } from './compiled-glossary.cache';

const entry = (glossaryId: string, version: number, definitions = 1, compiled = Promise.resolve(`${glossaryId}@${version}`)): CachedGlossary<string> => ({
  glossaryId,
  version,
  definitions,
  compiled,
});

describe('CompiledGlossaryCache', () => {
  it('keeps one version per glossary, never replacing a newer one with an older', () => {
    const cache = new CompiledGlossaryCache<string>({ maxGlossaries: 10, maxDefinitions: 100 });
    cache.set(entry('g', 1));
    cache.set(entry('g', 3));
    cache.set(entry('g', 2));
    expect(cache.get('g')?.version).toBe(3);
    expect(cache.size).toBe(1);
  });

  it('drops the least recently used glossary first', () => {
    const cache = new CompiledGlossaryCache<string>({ maxGlossaries: 2, maxDefinitions: 100 });
    cache.set(entry('a', 1));
    cache.set(entry('b', 1));
    cache.get('a');
    cache.set(entry('c', 1));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('bounds the definitions held, keeping the newest even when it alone is over', () => {
    const cache = new CompiledGlossaryCache<string>({ maxGlossaries: 10, maxDefinitions: 100 });
    cache.set(entry('a', 1, 60));
    cache.set(entry('b', 1, 30));
    cache.set(entry('c', 1, 30));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.totalDefinitions).toBe(60);
    cache.set(entry('huge', 1, 500));
    expect(cache.size).toBe(1);
    expect(cache.get('huge')).toBeDefined();
    expect(cache.totalDefinitions).toBe(500);
  });

  it('invalidates versions older than a change, and every version without one', () => {
    const cache = new CompiledGlossaryCache<string>({ maxGlossaries: 10, maxDefinitions: 100 });
    cache.set(entry('g', 5, 7));
    expect(cache.invalidate('g', 5)).toBe(false);
    expect(cache.invalidate('g', 4)).toBe(false);
    expect(cache.invalidate('g', 6)).toBe(true);
    expect(cache.get('g')).toBeUndefined();
    expect(cache.totalDefinitions).toBe(0);
    cache.set(entry('g', 9));
    expect(cache.invalidate('g')).toBe(true);
    expect(cache.invalidate('unknown')).toBe(false);
  });

  it('forgets a compilation that failed, but not a newer entry that replaced it', async () => {
    const cache = new CompiledGlossaryCache<string>({ maxGlossaries: 10, maxDefinitions: 100 });
    const failed = Promise.reject(new Error('dictionary missing'));
    failed.catch(() => undefined);
    cache.set(entry('g', 1, 1, failed));
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.get('g')).toBeUndefined();
    expect(cache.totalDefinitions).toBe(0);

    let reject!: (e: Error) => void;
    const slow = new Promise<string>((_, r) => (reject = r));
    slow.catch(() => undefined);
    cache.set(entry('h', 1, 1, slow));
    cache.set(entry('h', 2));
    reject(new Error('late failure'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.get('h')?.version).toBe(2);
  });
});
