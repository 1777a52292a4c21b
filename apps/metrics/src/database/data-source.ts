import { buildDataSourceOptions } from '@app/common';

export const METRICS_SCHEMA = 'metrics';

export function metricsDataSourceOptions(url: string) {
  return buildDataSourceOptions({ schema: METRICS_SCHEMA, url, entities: [], migrations: [] });
}
