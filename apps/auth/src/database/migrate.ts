import 'reflect-metadata';
import { loadConfig, runMigrationsCli } from '@app/common';
import { AuthConfig } from '../config/auth.config';
import { authDataSourceOptions } from './data-source';

runMigrationsCli('auth', authDataSourceOptions(loadConfig(AuthConfig).DATABASE_URL));
