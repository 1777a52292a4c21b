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
import { UsageMonthEntity } from './usage/usage-month.entity';
import { QuotaService } from './usage/quota.service';
import { AgenticTasksRepository } from './agentic/agentic-tasks.repository';
import { AgenticTranslator } from './agentic/agentic-translator';
import { AgenticController } from './agentic/agentic.controller';
import { AgenticService } from './agentic/agentic.service';
import { AgenticWorker } from './agentic/agentic.worker';
import { BatchJobWorker } from './batch-jobs/batch-job.worker';
import { BatchJobsController } from './batch-jobs/batch-jobs.controller';
import { BatchJobsRepository } from './batch-jobs/batch-jobs.repository';
import { BatchJobsService } from './batch-jobs/batch-jobs.service';
import { FinalStateWriter } from './webhooks/final-state.writer';
import { WebhookDeliveriesRepository } from './webhooks/webhook-deliveries.repository';
import { WebhookDeliveryWorker } from './webhooks/webhook-delivery.worker';
import { UsageReportService } from './usage/usage-report.service';
import { UsageController } from './usage/usage.controller';
import { UsageRepository } from './usage/usage.repository';
import { UsageService } from './usage/usage.service';

@Module({
  imports: [TypeOrmModule.forFeature([TranslationCacheEntity, UsageRecordEntity, UsageMonthEntity])],
  controllers: [
    TranslateController,
    LanguagesController,
    GlossaryChangesListener,
    BatchJobsController,
    AgenticController,
    UsageController,
  ],
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
    QuotaService,
    WebhookDeliveriesRepository,
    WebhookDeliveryWorker,
    FinalStateWriter,
    BatchJobsRepository,
    BatchJobWorker,
    BatchJobsService,
    AgenticTasksRepository,
    AgenticTranslator,
    AgenticWorker,
    AgenticService,
    UsageReportService,
  ],
  exports: [TranslationRunner, UsageService],
})
export class TranslationModule {}
