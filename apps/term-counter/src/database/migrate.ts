import 'reflect-metadata';
import { loadConfig, runMigrationsCli } from '@app/common';
import { TermCounterConfig } from '../config/term-counter.config';
import { termCounterDataSourceOptions } from './data-source';

runMigrationsCli('term-counter', termCounterDataSourceOptions(loadConfig(TermCounterConfig).DATABASE_URL));
