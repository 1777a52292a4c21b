import { Module } from '@nestjs/common';
import { CompiledGlossaryCache, GlossarySnapshotReader, ServiceConfigModule } from '@app/common';
import { AnalysisAheadListener } from '@app/term-analysis';
import { TermCounterConfig } from '../config/term-counter.config';
import { GlossaryChangesListener } from './glossary-changes.listener';
import { GlossaryEntriesClient } from './glossary-entries.client';
import { LibraryTermMatcherEngine, TermMatcherEngine } from './term-matcher.engine';
import { TermCountsController } from './term-counts.controller';
import { HeldMatcher, TermCountsService } from './term-counts.service';

@Module({
  imports: [ServiceConfigModule.for(TermCounterConfig)],
  controllers: [TermCountsController, GlossaryChangesListener, AnalysisAheadListener],
  providers: [
    TermCountsService,
    GlossaryEntriesClient,
    GlossarySnapshotReader,
    { provide: TermMatcherEngine, useClass: LibraryTermMatcherEngine },
    {
      provide: CompiledGlossaryCache,
      inject: [TermCounterConfig, TermMatcherEngine],
      useFactory: (config: TermCounterConfig, engine: TermMatcherEngine) =>
        new CompiledGlossaryCache<HeldMatcher>({
          maxBytes: config.TERM_COUNTER_CACHE_BYTES,
          // The signatures are about 50 bytes a definition (100 a term of a language pair) beside the
          // matcher, counted from the start although they are signed in the background.
          sizeOf: (held) => engine.sizeOf(held.compiled) + held.definitions * 50,
        }),
    },
  ],
})
export class TermCountsModule {}
