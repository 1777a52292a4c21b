import { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Claim, LeaseQueue } from './lease-queue';
import { QueueHandler, QueueWorker, QueueWorkerOptions } from './queue-worker';

/**
 * A Nest provider that consumes a {@link LeaseQueue}: its {@link QueueWorker} starts once the
 * app is up and hands its rows back on shutdown, so every service's worker only says how a row
 * is processed and failed. `housekeeping`, if a subclass defines it, runs now and then on lane 0.
 */
export abstract class QueueWorkerHost implements QueueHandler, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly worker: QueueWorker;

  protected constructor(queue: LeaseQueue, options: Omit<QueueWorkerOptions, 'housekeeping'>) {
    // The subclass's method is already on the prototype; its fields are set before it first runs.
    this.worker = new QueueWorker(queue, this, { ...options, housekeeping: this.housekeeping?.bind(this) });
  }

  onApplicationBootstrap(): void {
    this.worker.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.worker.stop();
  }

  /** Work was queued on this replica: start it without waiting for the next poll. */
  notifyQueued(): void {
    this.worker.notifyQueued();
  }

  abstract process(claim: Claim): Promise<void>;
  abstract fail(claim: Claim, message: string): Promise<void>;
  protected housekeeping?(): Promise<void>;
}
