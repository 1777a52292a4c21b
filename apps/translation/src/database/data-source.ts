import { buildDataSourceOptions } from '@app/common';
import { TranslationCacheEntity } from '../cache/translation-cache.entity';
import { UsageRecordEntity } from '../usage/usage-record.entity';
import { CreateTranslationTables1732400000000 } from './migrations/1732400000000-create-translation-tables';

export const TRANSLATION_SCHEMA = 'translation';

export function translationDataSourceOptions(url: string) {
  return buildDataSourceOptions({
    schema: TRANSLATION_SCHEMA,
    url,
    entities: [TranslationCacheEntity, UsageRecordEntity],
    migrations: [CreateTranslationTables1732400000000],
  });
}
