import 'reflect-metadata';
import { loadConfig, runMigrationsCli } from '@app/common';
import { MetricsConfig } from '../config/metrics.config';
import { metricsDataSourceOptions } from './data-source';

runMigrationsCli('metrics', metricsDataSourceOptions(loadConfig(MetricsConfig).DATABASE_URL));
