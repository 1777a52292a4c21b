import { Column, Entity, Index, PrimaryColumn, Unique } from 'typeorm';
import { LeasedRecord } from '@app/work-queue';

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/**
 * One webhook notification (an outbox row): written in the transaction that completes its job or
 * task, sent by the delivery worker, retried with the same id (`webhook-id`) and body.
 */
@Entity({ name: 'webhook_deliveries' })
@Unique('webhook_deliveries_subject_uq', ['eventType', 'subjectId'])
@Index('webhook_deliveries_queue_idx', ['status', 'leaseExpiresAt', 'createdAt'])
export class WebhookDeliveryEntity extends LeasedRecord {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'webhook_deliveries_pk' })
  id: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @Column({ name: 'event_type', type: 'varchar', length: 60 })
  eventType: string;

  /** The job or task the notification is about. */
  @Column({ name: 'subject_id', type: 'uuid' })
  subjectId: string;

  @Column({ type: 'varchar', length: 2048 })
  url: string;

  /** The exact JSON sent (and signed) on every attempt. */
  @Column({ type: 'text' })
  body: string;

  @Column({ type: 'varchar', length: 16 })
  status: WebhookDeliveryStatus;

  /** Why the last attempt failed (HTTP status, timeout, refused address), or why it was given up. */
  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;
}
