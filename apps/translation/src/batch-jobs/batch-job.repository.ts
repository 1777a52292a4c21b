import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AsyncWorkError, BatchTranslationResult } from '@app/contracts';
import { Claim, LeaseQueue } from '@app/work-queue';
import { Repository } from 'typeorm';
import { FinalStateExtras, FinalStateWriter } from '../webhooks/final-state.writer';
import { BatchJobEntity } from './batch-job.entity';

export type NewBatchJob = Pick<
  BatchJobEntity,
  'id' | 'organizationId' | 'keyId' | 'sourceLanguage' | 'targetLanguage' | 'request' | 'webhookUrl'
>;

/** Every query on batch jobs, the work queue included. */
@Injectable()
export class BatchJobRepository {
  readonly queue: LeaseQueue;

  constructor(
    @InjectRepository(BatchJobEntity) private readonly jobs: Repository<BatchJobEntity>,
    private readonly finalState: FinalStateWriter,
  ) {
    this.queue = new LeaseQueue(jobs.manager.connection, { table: 'translation.batch_jobs', pendingStatus: 'PENDING' });
  }

  async insert(job: NewBatchJob): Promise<BatchJobEntity> {
    await this.jobs.insert({ ...job, status: 'PENDING', attempts: 0 });
    return this.jobs.findOneByOrFail({ id: job.id });
  }

  findById(id: string): Promise<BatchJobEntity | null> {
    return this.jobs.findOneBy({ id });
  }

  findForOrganization(id: string, organizationId: string): Promise<BatchJobEntity | null> {
    return this.jobs.findOneBy({ id, organizationId });
  }

  complete(
    claim: Claim,
    completedAt: Date,
    result: BatchTranslationResult,
    extras: FinalStateExtras,
  ): Promise<boolean> {
    return this.finalState.write(
      this.queue,
      claim,
      `status = 'READY', completed_at = $3, result = $4`,
      [completedAt, JSON.stringify(result)],
      extras,
    );
  }

  fail(claim: Claim, completedAt: Date, error: AsyncWorkError, extras: FinalStateExtras): Promise<boolean> {
    return this.finalState.writeError(this.queue, claim, completedAt, error, extras);
  }
}
