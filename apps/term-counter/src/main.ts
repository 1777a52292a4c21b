import './tracing';
import 'reflect-metadata';
import { bootstrapService } from '@app/common';
import { AppModule } from './app.module';
import { TermCounterConfig } from './config/term-counter.config';

// Glossary change events must reach every replica, each holding its own compiled glossaries.
void bootstrapService(AppModule, {
  name: 'term-counter',
  config: TermCounterConfig,
  eventsWithoutQueue: true,
});
