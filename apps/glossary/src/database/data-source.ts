import { buildDataSourceOptions } from '@app/common';

export const GLOSSARY_SCHEMA = 'glossary';

export function glossaryDataSourceOptions(url: string) {
  return buildDataSourceOptions({ schema: GLOSSARY_SCHEMA, url, entities: [], migrations: [] });
}
