import { AsyncStatus, AsyncWorkError, BatchTranslationResult } from '@app/contracts';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { LeasedRecord } from '@app/work-queue';

/** What the worker needs of the accepted request (the Form A batch body without the caller). */
export interface BatchJobInput {
  texts: string[];
  contexts?: (string | null)[] | null;
  glossaryId?: string;
  prompt?: string;
  flag?: boolean;
  ignoreCache?: boolean;
  fluency?: boolean;
}

/** An asynchronous batch job and, while PENDING, its place in the work queue. */
@Entity({ name: 'batch_jobs' })
@Index('batch_jobs_queue_idx', ['status', 'leaseExpiresAt', 'createdAt'])
export class BatchJobEntity extends LeasedRecord {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'batch_jobs_pk' })
  id: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  /** The API key that asked; usage is counted to it. */
  @Column({ name: 'key_id', type: 'varchar', length: 100 })
  keyId: string;

  @Column({ type: 'varchar', length: 16 })
  status: AsyncStatus;

  @Column({ name: 'source_language', type: 'varchar', length: 35 })
  sourceLanguage: string;

  @Column({ name: 'target_language', type: 'varchar', length: 35 })
  targetLanguage: string;

  @Column({ type: 'jsonb' })
  request: BatchJobInput;

  @Column({ name: 'webhook_url', type: 'varchar', length: 2048, nullable: true })
  webhookUrl: string | null;

  @Column({ type: 'jsonb', nullable: true })
  result: BatchTranslationResult | null;

  @Column({ type: 'jsonb', nullable: true })
  error: AsyncWorkError | null;
}
