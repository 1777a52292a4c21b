import { TranslationConfig } from '../config/translation.config';
import { cacheKey, CacheKeyParts } from './cache-key';
import { CacheRow, TranslationCacheRepository } from './translation-cache.repository';
import { TranslationCacheService } from './translation-cache.service';

/** The database behind the in-process cache: counts the keys it is asked for. */
class FakeRepository {
  readonly rows = new Map<string, CacheRow>();
  readonly asked: string[] = [];

  findByKeys(keys: string[]) {
    this.asked.push(...keys);
    return Promise.resolve(keys.flatMap((key) => this.rows.get(key) ?? []));
  }

  upsert(rows: CacheRow[]) {
    for (const row of rows) this.rows.set(row.key, row);
    return Promise.resolve();
  }

  deleteForGlossary(glossaryId: string, belowVersion?: number) {
    let deleted = 0;
    for (const [key, row] of this.rows) {
      if (row.glossaryId !== glossaryId || (belowVersion !== undefined && (row.glossaryVersion ?? 0) >= belowVersion))
        continue;
      this.rows.delete(key);
      deleted++;
    }
    return Promise.resolve(deleted);
  }
}

function service(entries: number, chars: number) {
  const repository = new FakeRepository();
  const config = Object.assign(new TranslationConfig(), {
    TRANSLATION_CACHE_LRU_ENTRIES: entries,
    TRANSLATION_CACHE_LRU_CHARS: chars,
  });
  const cache = new TranslationCacheService(repository as unknown as TranslationCacheRepository, config);
  return { cache, repository };
}

const parts = (text: string, glossaryVersion?: number): CacheKeyParts => ({
  engine: 'apertium',
  model: '',
  source: 'en',
  target: 'es',
  text,
  glossaryId: glossaryVersion === undefined ? null : 'g',
  glossaryVersion: glossaryVersion ?? null,
});

describe('TranslationCacheService', () => {
  it('answers from memory without asking the database, least recently used dropped past the bound', async () => {
    const { cache, repository } = service(2, 1_000_000);
    await cache.store(['a', 'b', 'c'].map((text) => ({ ...parts(text), translation: text.toUpperCase() })));
    repository.rows.clear();
    const found = await cache.lookup(['a', 'b', 'c'].map((text) => cacheKey(parts(text))));
    expect([...found.values()]).toEqual(['B', 'C']);
    expect(repository.asked).toEqual([cacheKey(parts('a'))]);
  });

  it('keeps no translation heavier than the character bound in memory', async () => {
    const { cache, repository } = service(10, 150);
    await cache.store([{ ...parts('long'), translation: 'x'.repeat(51) }]);
    await cache.lookup([cacheKey(parts('long'))]);
    expect(repository.asked).toEqual([cacheKey(parts('long'))]);
  });

  it('with a bound of 0 keeps nothing in memory and still reads the database', async () => {
    const { cache, repository } = service(0, 1_000_000);
    await cache.store([{ ...parts('a'), translation: 'A' }]);
    expect([...(await cache.lookup([cacheKey(parts('a'))])).values()]).toEqual(['A']);
    expect(repository.asked).toHaveLength(1);
  });

  it("drops a glossary's older translations from memory and the database", async () => {
    const { cache, repository } = service(10, 1_000_000);
    await cache.store([
      { ...parts('old', 1), translation: 'OLD' },
      { ...parts('new', 2), translation: 'NEW' },
    ]);
    await cache.dropGlossary('g', 2);
    const found = await cache.lookup([cacheKey(parts('old', 1)), cacheKey(parts('new', 2))]);
    expect([...found.values()]).toEqual(['NEW']);
    expect(repository.asked).toEqual([cacheKey(parts('old', 1))]);
  });
});
