import { buildDataSourceOptions } from '@app/common';

export const LOCALIZATION_SCHEMA = 'localization';

export function localizationDataSourceOptions(url: string) {
  return buildDataSourceOptions({ schema: LOCALIZATION_SCHEMA, url, entities: [], migrations: [] });
}
