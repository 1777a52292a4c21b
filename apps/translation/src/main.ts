import './tracing';
import 'reflect-metadata';
import { bootstrapService } from '@app/common';
import { AppModule } from './app.module';
import { TranslationConfig } from './config/translation.config';

// Glossary change events must reach every replica: each holds its own glossaries and cache.
void bootstrapService(AppModule, {
  name: 'translation',
  config: TranslationConfig,
  eventsWithoutQueue: true,
});
