import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { WebhookEventType } from '@app/contracts';
import { Claim, LeaseQueue, SqlExecutor } from '@app/work-queue';
import { randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';

const TABLE = 'translation.webhook_deliveries';

export interface NewDelivery {
  organizationId: string;
  url: string;
  type: WebhookEventType;
  subjectId: string;
  data: unknown;
}

/** Every query on webhook deliveries, the queue included. */
@Injectable()
export class WebhookDeliveryRepository {
  readonly queue: LeaseQueue;

  constructor(@InjectRepository(WebhookDeliveryEntity) private readonly deliveries: Repository<WebhookDeliveryEntity>) {
    this.queue = new LeaseQueue(deliveries.manager.connection, { table: TABLE, pendingStatus: 'pending' });
  }

  /**
   * Queues a notification inside the caller's transaction (the outbox). The body is fixed now,
   * so every attempt sends the same bytes; a second completion of the same subject adds nothing.
   */
  async enqueue(executor: SqlExecutor, delivery: NewDelivery): Promise<void> {
    const body = JSON.stringify({ type: delivery.type, data: delivery.data });
    await executor.query(
      `INSERT INTO ${TABLE} (id, organization_id, event_type, subject_id, url, body, status)
       VALUES ($1, $2, $3, $4, $5, $6, 'pending') ON CONFLICT ON CONSTRAINT webhook_deliveries_subject_uq DO NOTHING`,
      [randomUUID(), delivery.organizationId, delivery.type, delivery.subjectId, delivery.url, body],
    );
  }

  findById(id: string): Promise<WebhookDeliveryEntity | null> {
    return this.deliveries.findOneBy({ id });
  }

  delivered(claim: Claim): Promise<boolean> {
    return this.queue.finish(claim, `status = 'delivered', completed_at = now(), last_error = NULL`, []);
  }

  failed(claim: Claim, reason: string): Promise<boolean> {
    return this.queue.finish(claim, `status = 'failed', completed_at = now(), last_error = $3`, [reason]);
  }

  async recordError(claim: Claim, reason: string): Promise<void> {
    await this.deliveries.query(`UPDATE ${TABLE} SET last_error = $3 WHERE id = $1 AND lease_owner = $2`, [
      claim.id,
      claim.owner,
      reason,
    ]);
  }
}
