import { Injectable } from '@nestjs/common';
import { BatchJobRecord, BatchJobStartedResponse, GetBatchJobRequest, StartBatchJobRequest } from '@app/contracts';
import { isUUID } from 'class-validator';
import { randomUUID } from 'node:crypto';
import { TranslationConfig } from '../config/translation.config';
import { QuotaService } from '../usage/quota.service';
import { TranslateBatchService } from '../translate/translate-batch.service';
import { checkWebhookUrl } from '../webhooks/webhook-url';
import { batchJobRecord } from './batch-job-record';
import { batchJobNotFound } from './batch-jobs.errors';
import { BatchJobWorker } from './batch-job.worker';
import { BatchJobRepository } from './batch-job.repository';

/** `POST/GET /translation/translate-batch-async`. */
@Injectable()
export class BatchJobsService {
  constructor(
    private readonly jobs: BatchJobRepository,
    private readonly batch: TranslateBatchService,
    private readonly worker: BatchJobWorker,
    private readonly config: TranslationConfig,
    private readonly quota: QuotaService,
  ) {}

  /** Checked like the blocking batch, then stored: a bad request never becomes a job. */
  async start(request: StartBatchJobRequest): Promise<BatchJobStartedResponse> {
    const { caller, webhookUrl, sourceLanguage, targetLanguage, ...input } = request;
    if (webhookUrl) await checkWebhookUrl(webhookUrl, this.config.allowPrivateWebhooks);
    await this.batch.check(request);
    await this.quota.assertTexts(caller, request.texts);
    const job = await this.jobs.insert({
      id: randomUUID(),
      organizationId: caller.organizationId,
      keyId: caller.keyId,
      sourceLanguage,
      targetLanguage,
      request: input,
      webhookUrl: webhookUrl ?? null,
    });
    this.worker.notifyQueued();
    return { job_id: job.id, status: 'PENDING' };
  }

  async get(request: GetBatchJobRequest): Promise<BatchJobRecord> {
    const job = isUUID(request.id)
      ? await this.jobs.findForOrganization(request.id, request.caller.organizationId)
      : null;
    if (!job) throw batchJobNotFound(request.id);
    return batchJobRecord(job);
  }
}
