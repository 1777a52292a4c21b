import { buildDataSourceOptions } from '@app/common';

export const TRANSLATION_SCHEMA = 'translation';

export function translationDataSourceOptions(url: string) {
  return buildDataSourceOptions({ schema: TRANSLATION_SCHEMA, url, entities: [], migrations: [] });
}
