import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AsyncWorkError, WebhookEventTypes } from '@app/contracts';
import { Claim, PermanentWorkError, quadraticRetryDelaySeconds, QueueHandler, QueueWorker } from '@app/work-queue';
import { asWorkError, finalWorkError } from '../async-work/work-error';
import { TranslationConfig } from '../config/translation.config';
import { TranslateBatchService } from '../translate/translate-batch.service';
import { FinalStateExtras } from '../webhooks/final-state.writer';
import { batchJobRecord } from './batch-job-record';
import { BatchJobEntity } from './batch-job.entity';
import { BatchJobsRepository } from './batch-jobs.repository';

/** Computes queued batch jobs with the blocking batch's own code (same result shape, same credits). */
@Injectable()
export class BatchJobWorker implements QueueHandler, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(BatchJobWorker.name);
  private readonly worker: QueueWorker;
  /** The last error of a job in hand, for the ERROR record when its attempts run out. */
  private readonly lastErrors = new Map<string, AsyncWorkError>();

  constructor(
    private readonly jobs: BatchJobsRepository,
    private readonly batch: TranslateBatchService,
    config: TranslationConfig,
  ) {
    this.worker = new QueueWorker(jobs.queue, this, {
      name: 'batch-jobs',
      concurrency: config.BATCH_JOB_CONCURRENCY,
      pollIntervalMs: config.ASYNC_POLL_INTERVAL_MS,
      leaseSeconds: config.ASYNC_LEASE_SECONDS,
      maxAttempts: config.ASYNC_MAX_ATTEMPTS,
      retryDelaySeconds: quadraticRetryDelaySeconds,
    });
  }

  onApplicationBootstrap(): void {
    this.worker.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.worker.stop();
  }

  notifyQueued(): void {
    this.worker.notifyQueued();
  }

  async process(claim: Claim): Promise<void> {
    const job = await this.jobs.findById(claim.id);
    if (!job) return;
    const caller = { organizationId: job.organizationId, keyId: job.keyId };
    try {
      const { result, usage } = await this.batch.compute(
        { ...job.request, sourceLanguage: job.sourceLanguage, targetLanguage: job.targetLanguage, caller },
        job.id,
      );
      const completedAt = new Date();
      const final: BatchJobEntity = { ...job, status: 'READY', completedAt, result };
      await this.jobs.complete(claim, completedAt, result, {
        usage: usage && { ...usage, operation: 'translate-batch-async' },
        webhook: this.webhookOf(final),
      });
      this.lastErrors.delete(job.id);
    } catch (error) {
      const { error: workError, permanent } = asWorkError(error);
      this.lastErrors.set(job.id, workError);
      throw permanent ? new PermanentWorkError(workError.message) : error;
    }
  }

  async fail(claim: Claim, message: string): Promise<void> {
    const job = await this.jobs.findById(claim.id);
    if (!job) return;
    const failed = finalWorkError(this.lastErrors.get(job.id), message);
    this.lastErrors.delete(job.id);
    const completedAt = new Date();
    const final: BatchJobEntity = { ...job, status: 'ERROR', completedAt, error: failed };
    await this.jobs.fail(claim, completedAt, failed, { webhook: this.webhookOf(final) });
    this.logger.warn({ jobId: job.id, err: failed.message }, 'batch job failed');
  }

  private webhookOf(job: BatchJobEntity): FinalStateExtras['webhook'] {
    if (!job.webhookUrl) return null;
    return {
      organizationId: job.organizationId,
      url: job.webhookUrl,
      type: WebhookEventTypes.batchCompleted,
      subjectId: job.id,
      data: batchJobRecord(job),
    };
  }
}
