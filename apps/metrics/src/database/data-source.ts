import { buildDataSourceOptions } from '@app/common';
import { EvaluationCacheEntity } from '../evaluation-cache/evaluation-cache.entity';
import { CreateEvaluationCache1732400000000 } from './migrations/1732400000000-create-evaluation-cache';

export const METRICS_SCHEMA = 'metrics';

export function metricsDataSourceOptions(url: string) {
  return buildDataSourceOptions({
    schema: METRICS_SCHEMA,
    url,
    entities: [EvaluationCacheEntity],
    migrations: [CreateEvaluationCache1732400000000],
  });
}
