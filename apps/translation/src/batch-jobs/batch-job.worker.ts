import { Injectable, Logger } from '@nestjs/common';
import { WebhookEventTypes } from '@app/contracts';
import { Claim } from '@app/work-queue';
import { AsyncWorkWorker } from '../async-work/async-work.worker';
import { TranslationConfig } from '../config/translation.config';
import { TranslateBatchService } from '../translate/translate-batch.service';
import { batchJobRecord } from './batch-job-record';
import { BatchJobEntity } from './batch-job.entity';
import { BatchJobRepository } from './batch-job.repository';

/** Computes queued batch jobs with the blocking batch's own code (same result shape, same credits). */
@Injectable()
export class BatchJobWorker extends AsyncWorkWorker<BatchJobEntity> {
  protected readonly logger = new Logger(BatchJobWorker.name);

  constructor(
    private readonly jobs: BatchJobRepository,
    private readonly batch: TranslateBatchService,
    config: TranslationConfig,
  ) {
    super(
      jobs,
      { name: 'batch-jobs', concurrency: config.BATCH_JOB_CONCURRENCY, webhookType: WebhookEventTypes.batchCompleted },
      config,
    );
  }

  protected async compute(claim: Claim, job: BatchJobEntity): Promise<void> {
    const caller = { organizationId: job.organizationId, keyId: job.keyId };
    const { result, usage } = await this.batch.compute(
      { ...job.request, sourceLanguage: job.sourceLanguage, targetLanguage: job.targetLanguage, caller },
      // Its credits were checked against the quota when the job was accepted.
      { quotaChecked: true },
    );
    const completedAt = new Date();
    const final: BatchJobEntity = { ...job, status: 'READY', completedAt, result };
    await this.jobs.complete(claim, completedAt, result, {
      usage: usage && { ...usage, operation: 'translate-batch-async' },
      webhook: this.webhookOf(final),
    });
  }

  protected record(job: BatchJobEntity): object {
    return batchJobRecord(job);
  }
}
