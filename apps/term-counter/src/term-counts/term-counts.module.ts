import { Module } from '@nestjs/common';
import { TermCounterConfig } from '../config/term-counter.config';
import { CompiledGlossaryCache } from './compiled-glossary.cache';
import { GlossaryChangesListener } from './glossary-changes.listener';
import { GlossaryEntriesClient } from './glossary-entries.client';
import { LibraryTermMatcherEngine, TermMatcherEngine } from './term-matcher.engine';
import { TermCountsController } from './term-counts.controller';
import { TermCountsService } from './term-counts.service';

@Module({
  controllers: [TermCountsController, GlossaryChangesListener],
  providers: [
    TermCountsService,
    GlossaryEntriesClient,
    { provide: TermMatcherEngine, useClass: LibraryTermMatcherEngine },
    {
      provide: CompiledGlossaryCache,
      inject: [TermCounterConfig],
      useFactory: (config: TermCounterConfig) =>
        new CompiledGlossaryCache({
          maxMatchers: config.TERM_COUNTER_CACHE_MATCHERS,
          maxDefinitions: config.TERM_COUNTER_CACHE_DEFINITIONS,
        }),
    },
  ],
})
export class TermCountsModule {}
