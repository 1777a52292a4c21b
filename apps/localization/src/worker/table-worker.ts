import { Injectable, Logger } from '@nestjs/common';
import { asyncContext, requestContext } from '@app/common';
import { Claim, quadraticRetryDelaySeconds, QueueWorkerHost } from '@app/work-queue';
import { LocalizationConfig } from '../config/localization.config';
import { FilesService } from '../files/files.service';
import { LocalizationTableRepository } from '../tables/localization-table.repository';
import { TableProcessor } from './table-processor';

const CLEANUP_EVERY_MS = 10 * 60_000;

/**
 * The queue's consumer: the `localization_tables` table is the queue (libs/work-queue, README
 * "Durable work"). A table is built, then stored only while this worker still holds its lease.
 */
@Injectable()
export class TableWorker extends QueueWorkerHost {
  private readonly logger = new Logger(TableWorker.name);
  private lastCleanup = 0;

  constructor(
    private readonly tables: LocalizationTableRepository,
    private readonly processor: TableProcessor,
    private readonly files: FilesService,
    private readonly config: LocalizationConfig,
  ) {
    super(tables.queue, {
      name: 'localization-tables',
      concurrency: config.TABLE_WORKER_CONCURRENCY,
      pollIntervalMs: config.TABLE_POLL_INTERVAL_MS,
      leaseSeconds: config.TABLE_LEASE_SECONDS,
      maxAttempts: config.TABLE_MAX_ATTEMPTS,
      retryDelaySeconds: quadraticRetryDelaySeconds,
    });
  }

  /** The table's id is the request id of its work: every log line and translation call carries it. */
  process(claim: Claim): Promise<void> {
    return asyncContext.run(requestContext(claim.id), () => this.build(claim));
  }

  private async build(claim: Claim): Promise<void> {
    const table = await this.tables.findById(claim.id);
    if (!table) return;
    // A PermanentTableError is a PermanentWorkError: the table fails at once.
    const output = await this.processor.build(table);
    const saved = await this.tables.complete(claim, output);
    this.logger.log({ tableId: table.id, bytes: output.content.length, saved }, 'table completed');
  }

  async fail(claim: Claim, message: string): Promise<void> {
    await this.tables.fail(claim, message);
  }

  /** Expired uploads are removed now and then. */
  protected override async housekeeping(): Promise<void> {
    if (Date.now() - this.lastCleanup < CLEANUP_EVERY_MS) return;
    this.lastCleanup = Date.now();
    const removed = await this.files.deleteExpired(this.config.UPLOAD_RETENTION_HOURS);
    if (removed > 0) this.logger.log({ removed }, 'expired uploads removed');
  }
}
