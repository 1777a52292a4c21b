import './tracing';
import 'reflect-metadata';
import { bootstrapService } from '@app/common';
import { AppModule, config } from './app.module';

// Glossary change events must reach every replica, each holding its own compiled glossaries.
void bootstrapService(AppModule, {
  name: 'term-counter',
  config,
  eventsWithoutQueue: true,
});
