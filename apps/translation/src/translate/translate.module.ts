import { Module } from '@nestjs/common';
import { ServiceConfigModule } from '@app/common';
import { TranslationCacheModule } from '../cache/translation-cache.module';
import { TranslationConfig } from '../config/translation.config';
import { EnginesModule } from '../engines/engines.module';
import { GlossaryModule } from '../glossary/glossary.module';
import { LanguagesModule } from '../languages/languages.module';
import { MemoryModule } from '../memory/memory.module';
import { UsageModule } from '../usage/usage.module';
import { FluencyClient } from './fluency.client';
import { TranslateBatchService } from './translate-batch.service';
import { TranslateController } from './translate.controller';
import { TranslateService } from './translate.service';
import { TranslationRunner } from './translation-runner';

@Module({
  imports: [
    ServiceConfigModule.for(TranslationConfig),
    EnginesModule,
    TranslationCacheModule,
    GlossaryModule,
    LanguagesModule,
    UsageModule,
    MemoryModule,
  ],
  controllers: [TranslateController],
  providers: [FluencyClient, TranslationRunner, TranslateService, TranslateBatchService],
  exports: [TranslateBatchService],
})
export class TranslateModule {}
