import 'reflect-metadata';
import { loadConfig, runMigrationsCli } from '@app/common';
import { TranslationConfig } from '../config/translation.config';
import { translationDataSourceOptions } from './data-source';

runMigrationsCli('translation', translationDataSourceOptions(loadConfig(TranslationConfig).DATABASE_URL));
