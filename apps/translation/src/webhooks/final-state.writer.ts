import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AsyncWorkError } from '@app/contracts';
import { Claim, LeaseQueue } from '@app/work-queue';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
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
      await this.writeExtras(manager, randomUUID(), extras);
      return true;
    });
    if (written && extras.webhook) this.deliveryWorker.notifyQueued();
    return written;
  }

  /**
   * Usage and webhook of work another service ran and has finished (a document), written once:
   * `workId` is the usage record's id and the delivery's subject, so a repeated call adds nothing.
   */
  async settle(workId: string, extras: FinalStateExtras): Promise<void> {
    await this.db.transaction((manager) => this.writeExtras(manager, workId, extras));
    if (extras.webhook) this.deliveryWorker.notifyQueued();
  }

  private async writeExtras(manager: EntityManager, usageId: string, extras: FinalStateExtras): Promise<void> {
    if (extras.usage && extras.usage.items > 0)
      await manager
        .createQueryBuilder()
        .insert()
        .into(UsageRecordEntity)
        .values({ ...this.usage.rowOf(extras.usage), id: usageId })
        .orIgnore()
        .execute();
    if (extras.webhook) await this.deliveries.enqueue(manager, extras.webhook);
  }

  /** The ERROR state, written the same way for every kind of queued work. */
  writeError(queue: LeaseQueue, claim: Claim, completedAt: Date, error: AsyncWorkError, extras: FinalStateExtras) {
    const assignments = `status = 'ERROR', completed_at = $3, error = $4`;
    return this.write(queue, claim, assignments, [completedAt, JSON.stringify(error)], extras);
  }
}
