import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ServiceConfigModule } from '@app/common';
import { TranslationConfig } from '../config/translation.config';
import { TranslateModule } from '../translate/translate.module';
import { UsageModule } from '../usage/usage.module';
import { WebhooksModule } from '../webhooks/webhooks.module';
import { BatchJobEntity } from './batch-job.entity';
import { BatchJobRepository } from './batch-job.repository';
import { BatchJobWorker } from './batch-job.worker';
import { BatchJobsController } from './batch-jobs.controller';
import { BatchJobsService } from './batch-jobs.service';

@Module({
  imports: [
    ServiceConfigModule.for(TranslationConfig),
    TypeOrmModule.forFeature([BatchJobEntity]),
    TranslateModule,
    UsageModule,
    WebhooksModule,
  ],
  controllers: [BatchJobsController],
  providers: [BatchJobRepository, BatchJobWorker, BatchJobsService],
})
export class BatchJobsModule {}
