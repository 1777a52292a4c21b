import { buildDataSourceOptions } from '@app/common';

export const TERM_COUNTER_SCHEMA = 'term_counter';

export function termCounterDataSourceOptions(url: string) {
  return buildDataSourceOptions({ schema: TERM_COUNTER_SCHEMA, url, entities: [], migrations: [] });
}
