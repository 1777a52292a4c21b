import './tracing';
import 'reflect-metadata';
import { bootstrapService } from '@app/common';
import { AppModule, config } from './app.module';

// Glossary change events must reach every replica: each holds its own glossaries and cache.
void bootstrapService(AppModule, {
  name: 'translation',
  config,
  eventsWithoutQueue: true,
});
