import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AsyncWorkError } from '@app/contracts';
import { Claim, LeaseQueue } from '@app/work-queue';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { UsageRecordEntity } from '../usage/usage-record.entity';
import { UsageEntry, UsageService } from '../usage/usage.service';
import { NewDelivery, WebhookDeliveryRepository } from './webhook-delivery.repository';
import { WebhookDeliveryWorker } from './webhook-delivery.worker';

export interface FinalStateExtras {
  /** Credits of the work, recorded once, with the final state. */
  usage?: UsageEntry | null;
  /** The completion notification, queued with the final state (an outbox). */
  webhook?: NewDelivery | null;
}

/**
 * Writes the final state of a job or task, its usage and its webhook delivery in one
 * transaction, and only while the worker still holds the lease: a crash between "done" and
 * "notified" still notifies, and a worker that lost its lease stores nothing at all.
 */
@Injectable()
export class FinalStateWriter {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly usage: UsageService,
    private readonly deliveries: WebhookDeliveryRepository,
    private readonly deliveryWorker: WebhookDeliveryWorker,
  ) {}

  async write(
    queue: LeaseQueue,
    claim: Claim,
    assignments: string,
    parameters: unknown[],
    extras: FinalStateExtras,
  ): Promise<boolean> {
    const written = await this.db.transaction(async (manager) => {
      if (!(await queue.finish(claim, assignments, parameters, manager))) return false;
      if (extras.usage && extras.usage.items > 0)
        await manager.insert(UsageRecordEntity, { ...this.usage.rowOf(extras.usage), id: randomUUID() });
      if (extras.webhook) await this.deliveries.enqueue(manager, extras.webhook);
      return true;
    });
    if (written && extras.webhook) this.deliveryWorker.notifyQueued();
    return written;
  }

  /** The ERROR state, written the same way for every kind of queued work. */
  writeError(queue: LeaseQueue, claim: Claim, completedAt: Date, error: AsyncWorkError, extras: FinalStateExtras) {
    const assignments = `status = 'ERROR', completed_at = $3, error = $4`;
    return this.write(queue, claim, assignments, [completedAt, JSON.stringify(error)], extras);
  }
}
