import 'reflect-metadata';
import { loadConfig, runMigrationsCli } from '@app/common';
import { MemoryConfig } from '../config/memory.config';
import { memoryDataSourceOptions } from './data-source';

runMigrationsCli('memory', memoryDataSourceOptions(loadConfig(MemoryConfig).DATABASE_URL));
