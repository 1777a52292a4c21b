import { AgenticForm, AsyncStatus, AsyncWorkError } from '@app/contracts';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { LeasedRecord } from '@app/work-queue';

/** An agentic translation task and, while PENDING, its place in the work queue. Form B reads map the status. */
@Entity({ name: 'agentic_tasks' })
@Index('agentic_tasks_queue_idx', ['status', 'leaseExpiresAt', 'createdAt'])
export class AgenticTaskEntity extends LeasedRecord {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'agentic_tasks_pk' })
  id: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @Column({ name: 'key_id', type: 'varchar', length: 100 })
  keyId: string;

  @Column({ type: 'varchar', length: 1 })
  form: AgenticForm;

  @Column({ type: 'varchar', length: 16 })
  status: AsyncStatus;

  @Column({ name: 'source_language', type: 'varchar', length: 35 })
  sourceLanguage: string;

  @Column({ name: 'target_language', type: 'varchar', length: 35 })
  targetLanguage: string;

  @Column({ type: 'text' })
  text: string;

  @Column({ name: 'glossary_id', type: 'uuid', nullable: true })
  glossaryId: string | null;

  @Column({ type: 'text', nullable: true })
  prompt: string | null;

  @Column({ name: 'memory_id', type: 'varchar', length: 100, nullable: true })
  memoryId: string | null;

  @Column({ name: 'memory_threshold', type: 'smallint', nullable: true })
  memoryThreshold: number | null;

  @Column({ name: 'ignore_cache', type: 'boolean', default: false })
  ignoreCache: boolean;

  @Column({ name: 'ui_safe', type: 'boolean', default: false })
  uiSafe: boolean;

  @Column({ name: 'webhook_url', type: 'varchar', length: 2048, nullable: true })
  webhookUrl: string | null;

  /** 0-100, rising as passes finish (Form B `progress`). */
  @Column({ type: 'integer', default: 0 })
  progress: number;

  /** Translate-critique-revise passes that ran. */
  @Column({ type: 'integer', default: 0 })
  passes: number;

  @Column({ type: 'text', nullable: true })
  result: string | null;

  @Column({ type: 'jsonb', nullable: true })
  error: AsyncWorkError | null;
}
