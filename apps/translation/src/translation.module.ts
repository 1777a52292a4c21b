import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GlossarySnapshotReader } from '@app/common';
import { TranslationConfig } from './config/translation.config';
import { TranslationCacheEntity } from './cache/translation-cache.entity';
import { TranslationCacheRepository } from './cache/translation-cache.repository';
import { TranslationCacheService } from './cache/translation-cache.service';
import { EngineRegistry } from './engines/engine.registry';
import { GlossaryChangesListener } from './glossary/glossary-changes.listener';
import { GlossaryRenderingsService } from './glossary/glossary-renderings.service';
import { LanguageDetector } from './languages/language-detector';
import { LanguagesController } from './languages/languages.controller';
import { LanguagesService } from './languages/languages.service';
import { FluencyClient } from './translate/fluency.client';
import { TranslateBatchService } from './translate/translate-batch.service';
import { TranslateController } from './translate/translate.controller';
import { TranslateService } from './translate/translate.service';
import { TranslationRunner } from './translate/translation-runner';
import { UsageRecordEntity } from './usage/usage-record.entity';
import { UsageRepository } from './usage/usage.repository';
import { UsageService } from './usage/usage.service';

@Module({
  imports: [TypeOrmModule.forFeature([TranslationCacheEntity, UsageRecordEntity])],
  controllers: [TranslateController, LanguagesController, GlossaryChangesListener],
  providers: [
    EngineRegistry,
    TranslationCacheRepository,
    TranslationCacheService,
    GlossaryRenderingsService,
    GlossarySnapshotReader,
    {
      provide: LanguageDetector,
      useFactory: (config: TranslationConfig) => new LanguageDetector(config.LANGUAGE_DETECTION_DATABASE),
      inject: [TranslationConfig],
    },
    LanguagesService,
    FluencyClient,
    TranslationRunner,
    TranslateService,
    TranslateBatchService,
    UsageRepository,
    UsageService,
  ],
  exports: [TranslationRunner, UsageService],
})
export class TranslationModule {}
