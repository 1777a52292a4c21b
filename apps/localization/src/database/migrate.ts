import 'reflect-metadata';
import { loadConfig, runMigrationsCli } from '@app/common';
import { LocalizationConfig } from '../config/localization.config';
import { localizationDataSourceOptions } from './data-source';

runMigrationsCli('localization', localizationDataSourceOptions(loadConfig(LocalizationConfig).DATABASE_URL));
