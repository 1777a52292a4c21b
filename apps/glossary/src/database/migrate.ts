import 'reflect-metadata';
import { loadConfig, runMigrationsCli } from '@app/common';
import { GlossaryConfig } from '../config/glossary.config';
import { glossaryDataSourceOptions } from './data-source';

runMigrationsCli('glossary', glossaryDataSourceOptions(loadConfig(GlossaryConfig).DATABASE_URL));
