import './tracing';
import 'reflect-metadata';
import { bootstrapService } from '@app/common';
import { AppModule } from './app.module';
import { LocalizationConfig } from './config/localization.config';

void bootstrapService(AppModule, { name: 'localization', config: LocalizationConfig });
