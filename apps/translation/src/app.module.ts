import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createHealthController, LimitsModule, NatsClientModule, ServiceConfigModule } from '@app/common';
import { Subjects } from '@app/contracts';
import { AgenticModule } from './agentic/agentic.module';
import { BatchJobsModule } from './batch-jobs/batch-jobs.module';
import { TranslationConfig } from './config/translation.config';
import { translationDataSourceOptions } from './database/data-source';
import { ExternalWorkModule } from './external-work/external-work.module';
import { LanguagesModule } from './languages/languages.module';
import { TranslateModule } from './translate/translate.module';
import { UsageModule } from './usage/usage.module';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      imports: [ServiceConfigModule.for(TranslationConfig)],
      inject: [TranslationConfig],
      useFactory: (config: TranslationConfig) => translationDataSourceOptions(config.DATABASE_URL),
    }),
    NatsClientModule.forConfig(TranslationConfig),
    LimitsModule.forConfig(TranslationConfig),
    TranslateModule,
    LanguagesModule,
    UsageModule,
    BatchJobsModule,
    AgenticModule,
    ExternalWorkModule,
  ],
  controllers: [createHealthController('translation', Subjects.translation.health)],
})
export class AppModule {}
