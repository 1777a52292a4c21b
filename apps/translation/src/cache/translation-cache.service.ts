import { Injectable, Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { cacheLookups } from '@app/common';
import { TranslationConfig } from '../config/translation.config';
import { CacheKeyParts, cacheKey } from './cache-key';
import { TranslationCacheRepository } from './translation-cache.repository';

interface CachedTranslation {
  translation: string;
  glossaryId: string | null;
  glossaryVersion: number | null;
}

export interface CacheEntryInput extends CacheKeyParts {
  translation: string;
}

/**
 * Translations by everything that can change them: a bounded in-process LRU in front of the
 * `translation.translation_cache` table, so replicas share what any of them translated.
 */
@Injectable()
export class TranslationCacheService {
  private readonly logger = new Logger(TranslationCacheService.name);
  /** Absent when either bound is 0: the in-process cache is off (lru-cache needs a bound). */
  private readonly lru?: LRUCache<string, CachedTranslation>;

  constructor(
    private readonly repository: TranslationCacheRepository,
    config: TranslationConfig,
  ) {
    const max = config.TRANSLATION_CACHE_LRU_ENTRIES;
    const maxSize = config.TRANSLATION_CACHE_LRU_CHARS;
    // A translation heavier than maxSize is not kept (lru-cache's maxEntrySize defaults to maxSize).
    if (max > 0 && maxSize > 0)
      this.lru = new LRUCache({ max, maxSize, sizeCalculation: (v) => v.translation.length + 100 });
  }

  /** Cached translations for these keys (LRU first, then one query for the rest). */
  async lookup(keys: string[]): Promise<Map<string, string>> {
    const found = new Map<string, string>();
    const missing: string[] = [];
    for (const key of keys) {
      const hit = this.lru?.get(key);
      if (hit) found.set(key, hit.translation);
      else missing.push(key);
    }
    if (missing.length > 0) {
      for (const row of await this.repository.findByKeys([...new Set(missing)])) {
        found.set(row.key, row.translation);
        this.lru?.set(row.key, row);
      }
    }
    cacheLookups.inc({ cache: 'translation_memory', result: 'hit' }, keys.length - missing.length);
    const fromDatabase = missing.filter((key) => found.has(key)).length;
    cacheLookups.inc({ cache: 'translation_db', result: 'hit' }, fromDatabase);
    cacheLookups.inc({ cache: 'translation_db', result: 'miss' }, missing.length - fromDatabase);
    cacheLookups.inc({ cache: 'translation_memory', result: 'miss' }, missing.length);
    return found;
  }

  async store(entries: CacheEntryInput[]): Promise<void> {
    const rows = entries.map((e) => ({
      key: cacheKey(e),
      engine: e.engine,
      model: e.model,
      sourceLanguage: e.source,
      targetLanguage: e.target,
      glossaryId: e.glossaryId ?? null,
      glossaryVersion: e.glossaryVersion ?? null,
      translation: e.translation,
    }));
    for (const row of rows) this.lru?.set(row.key, row);
    const unique = [...new Map(rows.map((r) => [r.key, r])).values()];
    try {
      await this.repository.upsert(unique);
    } catch (error) {
      // A cache that cannot be written must not fail the translation it holds.
      this.logger.warn({ err: String(error) }, 'translation cache write failed');
    }
  }

  /** A glossary changed: its older translations can never be asked for again. */
  async dropGlossary(glossaryId: string, version?: number): Promise<void> {
    const older = [...(this.lru?.entries() ?? [])].filter(
      ([, v]) => v.glossaryId === glossaryId && (version === undefined || (v.glossaryVersion ?? 0) < version),
    );
    for (const [key] of older) this.lru?.delete(key);
    const inMemory = older.length;
    const stored = await this.repository.deleteForGlossary(glossaryId, version);
    if (inMemory + stored > 0)
      this.logger.log({ glossaryId, version, inMemory, stored }, 'cached translations dropped');
  }
}
