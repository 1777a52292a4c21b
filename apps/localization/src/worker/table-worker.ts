import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { LocalizationConfig } from '../config/localization.config';
import { LOCALIZATION_CONFIG } from '../config/localization-config.token';
import { FilesService } from '../files/files.service';
import { LocalizationTableEntity } from '../tables/localization-table.entity';
import { TablesRepository } from '../tables/tables.repository';
import { PermanentTableError, TableProcessor } from './table-processor';

const CLEANUP_EVERY_MS = 10 * 60_000;

/** Seconds before a transient failure is retried: 5, 20, 45, ... capped at five minutes. */
export const retryDelaySeconds = (attempt: number) => Math.min(300, 5 * attempt * attempt);

/**
 * The queue's consumer: PostgreSQL is the queue (see README, "Durable work"). Each lane claims
 * the oldest free pending table with `FOR UPDATE SKIP LOCKED`, renews its lease while it works
 * and writes the result only while it still holds the lease. A worker that dies stops renewing,
 * the lease runs out, and another replica (or this one after a restart) claims the table again.
 */
@Injectable()
export class TableWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(TableWorker.name);
  private readonly owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly inFlight = new Set<string>();
  private readonly wakers = new Set<() => void>();
  private lanes: Promise<void>[] = [];
  private stopping = false;
  private lastCleanup = 0;

  constructor(
    private readonly tables: TablesRepository,
    private readonly processor: TableProcessor,
    private readonly files: FilesService,
    @Inject(LOCALIZATION_CONFIG) private readonly config: LocalizationConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.lanes = Array.from({ length: this.config.TABLE_WORKER_CONCURRENCY }, (_, lane) => this.runLane(lane));
  }

  /** Stops claiming and hands unfinished tables back to the queue at once, uncounted. */
  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    this.wakeAll();
    await Promise.all(
      [...this.inFlight].map((id) => this.tables.release(id, this.owner, 0, false).catch(() => undefined)),
    );
  }

  /** A table was queued on this replica: start it without waiting for the next poll. */
  notifyQueued(): void {
    this.wakeAll();
  }

  private async runLane(lane: number): Promise<void> {
    while (!this.stopping) {
      try {
        if (lane === 0) await this.cleanUpNowAndThen();
        const table = await this.tables.claimNext(this.owner, this.config.TABLE_LEASE_SECONDS);
        if (table) await this.run(table);
        else await this.sleep(this.config.TABLE_POLL_INTERVAL_MS);
      } catch (error) {
        this.logger.error({ lane, err: String(error) }, 'worker lane error');
        await this.sleep(this.config.TABLE_POLL_INTERVAL_MS);
      }
    }
  }

  private async run(table: LocalizationTableEntity): Promise<void> {
    const context = { tableId: table.id, attempt: table.attempts };
    if (table.attempts > this.config.TABLE_MAX_ATTEMPTS) {
      await this.tables.fail(table.id, this.owner, `Gave up after ${this.config.TABLE_MAX_ATTEMPTS} attempts`);
      this.logger.warn(context, 'table failed: too many attempts');
      return;
    }
    this.inFlight.add(table.id);
    const heartbeat = setInterval(
      () => void this.tables.renewLease(table.id, this.owner, this.config.TABLE_LEASE_SECONDS).catch(() => undefined),
      Math.max(1_000, (this.config.TABLE_LEASE_SECONDS * 1_000) / 3),
    );
    const started = Date.now();
    try {
      const output = await this.processor.build(table);
      if (this.stopping) return;
      const saved = await this.tables.complete(table.id, this.owner, output);
      this.logger.log({ ...context, ms: Date.now() - started, bytes: output.content.length, saved }, 'table completed');
    } catch (error) {
      if (this.stopping) return;
      if (error instanceof PermanentTableError) {
        await this.tables.fail(table.id, this.owner, error.message);
        this.logger.warn({ ...context, err: error.message }, 'table failed');
      } else {
        const delay = retryDelaySeconds(table.attempts);
        await this.tables.release(table.id, this.owner, delay, true);
        this.logger.warn(
          { ...context, err: error instanceof Error ? error.message : String(error), retryInSeconds: delay },
          'table will be retried',
        );
      }
    } finally {
      clearInterval(heartbeat);
      this.inFlight.delete(table.id);
    }
  }

  private async cleanUpNowAndThen(): Promise<void> {
    if (Date.now() - this.lastCleanup < CLEANUP_EVERY_MS) return;
    this.lastCleanup = Date.now();
    const removed = await this.files.deleteExpired(this.config.UPLOAD_RETENTION_HOURS);
    if (removed > 0) this.logger.log({ removed }, 'expired uploads removed');
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.wakers.add(wake);
    });
  }

  private wakeAll(): void {
    for (const wake of [...this.wakers]) wake();
  }
}
