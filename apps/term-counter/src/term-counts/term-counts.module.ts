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
          // The signatures are about 100 bytes a term beside the matcher.
          sizeOf: (held) => engine.sizeOf(held.compiled) + held.signatures.size * 100,
        }),
    },
  ],
})
export class TermCountsModule {}
