import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { TranslationCacheEntity } from './translation-cache.entity';

export type CacheRow = Pick<
  TranslationCacheEntity,
  'key' | 'engine' | 'model' | 'sourceLanguage' | 'targetLanguage' | 'glossaryId' | 'glossaryVersion' | 'translation'
>;

@Injectable()
export class TranslationCacheRepository {
  constructor(@InjectRepository(TranslationCacheEntity) private readonly rows: Repository<TranslationCacheEntity>) {}

  findByKeys(
    keys: string[],
  ): Promise<Pick<TranslationCacheEntity, 'key' | 'translation' | 'glossaryId' | 'glossaryVersion'>[]> {
    if (keys.length === 0) return Promise.resolve([]);
    return this.rows.find({
      where: { key: In(keys) },
      select: { key: true, translation: true, glossaryId: true, glossaryVersion: true },
    });
  }

  /** One statement for the whole batch; a refreshed entry replaces the old one. */
  async upsert(rows: CacheRow[]): Promise<void> {
    if (rows.length === 0) return;
    await this.rows
      .createQueryBuilder()
      .insert()
      .values(rows)
      .orUpdate(['translation', 'glossary_version', 'updated_at'], ['key'])
      .execute();
  }

  async deleteForGlossary(glossaryId: string, belowVersion?: number): Promise<number> {
    const query = this.rows.createQueryBuilder().delete().where('glossary_id = :glossaryId', { glossaryId });
    if (belowVersion !== undefined) query.andWhere('glossary_version < :belowVersion', { belowVersion });
    return (await query.execute()).affected ?? 0;
  }
}
