import { CompiledGlossaryCache, GlossaryVersion } from './compiled-glossary.cache';
import type { MatcherEntry } from './term-matcher.engine';

const entries = (n: number, languages = ['en']): MatcherEntry[] =>
  Array.from({ length: n }, (_, i) => ({ termId: `t${i}`, language: languages[i % languages.length], term: `term ${i}`, caseSensitivity: 'auto' as const }));

const version = (glossaryId: string, v: number, definitions = 1) => new GlossaryVersion<string>(glossaryId, v, entries(definitions));

describe('CompiledGlossaryCache', () => {
  it('keeps one version per glossary, never replacing a newer one with an older', () => {
    const cache = new CompiledGlossaryCache<string>({ maxGlossaries: 10, maxDefinitions: 100 });
    cache.set(version('g', 1));
    const three = cache.set(version('g', 3));
    const older = version('g', 2);
    expect(cache.set(older)).toBe(older);
    expect(cache.get('g')).toBe(three);
    expect(cache.set(version('g', 3))).toBe(three);
    expect(cache.size).toBe(1);
  });

  it('drops the least recently used glossary first', () => {
    const cache = new CompiledGlossaryCache<string>({ maxGlossaries: 2, maxDefinitions: 100 });
    cache.set(version('a', 1));
    cache.set(version('b', 1));
    cache.get('a');
    cache.set(version('c', 1));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('bounds the definitions held, keeping the newest even when it alone is over', () => {
    const cache = new CompiledGlossaryCache<string>({ maxGlossaries: 10, maxDefinitions: 100 });
    cache.set(version('a', 1, 60));
    cache.set(version('b', 1, 30));
    cache.set(version('c', 1, 30));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.totalDefinitions).toBe(60);
    cache.set(version('huge', 1, 500));
    expect(cache.size).toBe(1);
    expect(cache.get('huge')).toBeDefined();
    expect(cache.totalDefinitions).toBe(500);
  });

  it('invalidates a version older than a change, and any version without one', () => {
    const cache = new CompiledGlossaryCache<string>({ maxGlossaries: 10, maxDefinitions: 100 });
    cache.set(version('g', 5, 7));
    expect(cache.invalidate('g', 5)).toBe(false);
    expect(cache.invalidate('g', 4)).toBe(false);
    expect(cache.invalidate('g', 6)).toBe(true);
    expect(cache.get('g')).toBeUndefined();
    expect(cache.totalDefinitions).toBe(0);
    cache.set(version('g', 9));
    expect(cache.invalidate('g')).toBe(true);
    expect(cache.invalidate('unknown')).toBe(false);
  });
});

describe('GlossaryVersion', () => {
  const glossary = () => new GlossaryVersion<string>('g', 1, entries(6, ['en', 'de', 'pt-BR']));
  const compiler = () => {
    const calls: string[][] = [];
    const compile = async (list: MatcherEntry[]) => {
      calls.push(list.map((e) => e.language));
      return `matcher#${calls.length}`;
    };
    return { calls, compile };
  };

  it("compiles only the entries of the count's languages, matching codes without case", async () => {
    const { calls, compile } = compiler();
    await glossary().matcherFor(['EN', 'pt_br'], compile);
    expect(calls).toEqual([['en', 'pt-BR', 'en', 'pt-BR']]);
  });

  it('reuses a matcher compiled for the same languages or a superset of them', async () => {
    const { calls, compile } = compiler();
    const g = glossary();
    expect(await g.matcherFor(['en', 'de'], compile)).toBe('matcher#1');
    expect(await g.matcherFor(['de', 'en'], compile)).toBe('matcher#1');
    expect(await g.matcherFor(['en'], compile)).toBe('matcher#1');
    expect(await g.matcherFor(['en', 'pt-BR'], compile)).toBe('matcher#2');
    expect(calls).toHaveLength(2);
  });

  it('shares one compilation between concurrent counts', async () => {
    const { calls, compile } = compiler();
    const g = glossary();
    await Promise.all([g.matcherFor(['en'], compile), g.matcherFor(['en'], compile), g.matcherFor(['en'], compile)]);
    expect(calls).toHaveLength(1);
  });

  it('forgets a compilation that failed', async () => {
    const g = glossary();
    await expect(g.matcherFor(['en'], () => Promise.reject(new Error('dictionary missing')))).rejects.toThrow('dictionary missing');
    await expect(g.matcherFor(['en'], async () => 'ok')).resolves.toBe('ok');
  });
});
