import { Module } from '@nestjs/common';
import { GlossarySnapshotReader, ServiceConfigModule } from '@app/common';
import { AnalysisAheadListener } from '@app/term-analysis';
import { TranslationCacheModule } from '../cache/translation-cache.module';
import { TranslationConfig } from '../config/translation.config';
import { EnginesModule } from '../engines/engines.module';
import { GlossaryChangesListener } from './glossary-changes.listener';
import { GlossaryRenderingsService } from './glossary-renderings.service';

/** Glossaries as this service uses them: compiled renderings, dropped (with the cache) when a glossary changes. */
@Module({
  imports: [ServiceConfigModule.for(TranslationConfig), TranslationCacheModule, EnginesModule],
  controllers: [GlossaryChangesListener, AnalysisAheadListener],
  providers: [GlossarySnapshotReader, GlossaryRenderingsService],
  exports: [GlossaryRenderingsService],
})
export class GlossaryModule {}
