import { CachedMatcher, CompiledGlossaryCache, languageSet } from './compiled-glossary.cache';

const matcher = (
  glossaryId: string,
  version: number,
  languages = ['en'],
  definitions = 1,
  compiled: Promise<string> = Promise.resolve('m'),
): CachedMatcher<string> => ({
  glossaryId,
  languages: languageSet(languages),
  version,
  definitions,
  matcher: compiled,
});

const cacheOf = (maxMatchers = 10, maxDefinitions = 100) =>
  new CompiledGlossaryCache<string>({ maxMatchers, maxDefinitions });

describe('CompiledGlossaryCache', () => {
  it('keeps one version per glossary and language set, never replacing a newer one with an older', () => {
    const cache = cacheOf();
    cache.set(matcher('g', 1));
    const three = cache.set(matcher('g', 3));
    const older = matcher('g', 2);
    expect(cache.set(older)).toBe(older);
    expect(cache.find('g', languageSet(['en']))).toBe(three);
    expect(cache.size).toBe(1);
  });

  it('returns the cached matcher for the same version, so concurrent counts compile once', () => {
    const cache = cacheOf();
    const first = cache.set(matcher('g', 1));
    expect(cache.set(matcher('g', 1))).toBe(first);
  });

  it('finds a matcher by language set regardless of order, case and separator', () => {
    const cache = cacheOf();
    const pair = cache.set(matcher('g', 1, ['en', 'pt-BR']));
    expect(cache.find('g', languageSet(['pt_br', 'EN']))).toBe(pair);
    expect(cache.find('g', languageSet(['en', 'de']))).toBeUndefined();
    expect(cache.find('other', languageSet(['en', 'pt-BR']))).toBeUndefined();
  });

  it('uses a matcher compiled for more languages when none is compiled for exactly these', () => {
    const cache = cacheOf();
    const pair = cache.set(matcher('g', 1, ['en', 'de']));
    expect(cache.find('g', languageSet(['de']))).toBe(pair);
    const alone = cache.set(matcher('g', 1, ['de']));
    expect(cache.find('g', languageSet(['de']))).toBe(alone);
  });

  it('drops the least recently used matcher first', () => {
    const cache = cacheOf(2);
    cache.set(matcher('a', 1));
    cache.set(matcher('b', 1));
    cache.find('a', languageSet(['en']));
    cache.set(matcher('c', 1));
    expect(cache.find('b', languageSet(['en']))).toBeUndefined();
    expect(cache.find('a', languageSet(['en']))).toBeDefined();
    expect(cache.find('c', languageSet(['en']))).toBeDefined();
  });

  it('bounds the definitions held, keeping the newest even when it alone is over', () => {
    const cache = cacheOf(10, 100);
    cache.set(matcher('a', 1, ['en'], 60));
    cache.set(matcher('b', 1, ['en'], 30));
    cache.set(matcher('c', 1, ['en'], 30));
    expect(cache.find('a', languageSet(['en']))).toBeUndefined();
    expect(cache.totalDefinitions).toBe(60);
    cache.set(matcher('huge', 1, ['en'], 500));
    expect(cache.size).toBe(1);
    expect(cache.totalDefinitions).toBe(500);
  });

  it('invalidates every language set of a glossary older than a change, and all of them without a version', () => {
    const cache = cacheOf();
    cache.set(matcher('g', 5, ['en'], 3));
    cache.set(matcher('g', 4, ['en', 'de'], 4));
    cache.set(matcher('h', 1, ['en'], 5));
    expect(cache.invalidate('g', 4)).toBe(0);
    expect(cache.invalidate('g', 5)).toBe(1);
    expect(cache.find('g', languageSet(['en', 'de']))).toBeUndefined();
    expect(cache.find('g', languageSet(['en']))?.version).toBe(5);
    expect(cache.invalidate('g')).toBe(1);
    expect(cache.totalDefinitions).toBe(5);
    expect(cache.invalidate('unknown')).toBe(0);
  });

  it('forgets a compilation that failed, but not a newer matcher that replaced it', async () => {
    const cache = cacheOf();
    const failed = Promise.reject(new Error('dictionary missing'));
    failed.catch(() => undefined);
    cache.set(matcher('g', 1, ['en'], 1, failed));
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.find('g', languageSet(['en']))).toBeUndefined();
    expect(cache.totalDefinitions).toBe(0);

    let reject!: (e: Error) => void;
    const slow = new Promise<string>((_, r) => (reject = r));
    slow.catch(() => undefined);
    cache.set(matcher('h', 1, ['en'], 1, slow));
    cache.set(matcher('h', 2));
    reject(new Error('late failure'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.find('h', languageSet(['en']))?.version).toBe(2);
  });
});
