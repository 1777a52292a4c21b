import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { CallerContext, ExternalOperation } from '@app/contracts';
import { UsageRecordEntity } from './usage-record.entity';
import { UsageRecordRepository } from './usage-record.repository';

export interface UsageEntry {
  caller: CallerContext;
  operation:
    | 'translate'
    | 'translate-file'
    | 'translate-batch'
    | 'translate-batch-async'
    | 'agentic-translate'
    | ExternalOperation;
  engine: string;
  items: number;
  words: number;
  /** Credits per word as a multiple of the standard rate (agentic translation: 4). */
  rate?: number;
}

export type UsageRow = Omit<UsageRecordEntity, 'id' | 'createdAt'>;

/** CONTRACT "Credits and counting": one credit per source word of every successful item. */
export const CREDITS_PER_WORD = 1;

/** Rows are written together at most this often, so a cached translation costs no write of its own. */
const FLUSH_INTERVAL_MS = 200;
const FLUSH_ROWS = 500;

@Injectable()
export class UsageService implements OnModuleDestroy {
  private readonly logger = new Logger(UsageService.name);
  private pending: UsageRow[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  /** Credits per organization recorded here and not yet written (queued or being inserted). */
  private readonly unwritten = new Map<string, number>();
  /** Credits this replica has written per organization since it started (the quota adds them to what it last read). */
  private readonly written = new Map<string, number>();

  constructor(private readonly records: UsageRecordRepository) {}

  creditsFor(words: number): number {
    return words * CREDITS_PER_WORD;
  }

  /** Queues the record; it reaches the database within FLUSH_INTERVAL_MS, in one insert with its neighbours. */
  record(entry: UsageEntry): void {
    if (entry.items === 0) return;
    const row = this.rowOf(entry);
    this.pending.push(row);
    addTo(this.unwritten, row.organizationId, row.credits);
    if (this.pending.length >= FLUSH_ROWS) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_INTERVAL_MS);
  }

  /**
   * The row an entry becomes (asynchronous work writes it in the transaction of its final state),
   * field by field: `{...rest, organizationId, ...}` would be a spread followed by properties (see
   * TranslateService.translate).
   */
  rowOf({ caller, operation, engine, items, words, rate = 1 }: UsageEntry): UsageRow {
    return {
      operation,
      engine,
      items,
      words,
      organizationId: caller.organizationId,
      keyId: caller.keyId,
      credits: this.creditsFor(words) * rate,
    };
  }

  /** Credits recorded but not yet written, for the quota check. */
  pendingCredits(organizationId: string): number {
    return this.unwritten.get(organizationId) ?? 0;
  }

  /** Credits this replica has written for the organization since it started. */
  writtenCredits(organizationId: string): number {
    return this.written.get(organizationId) ?? 0;
  }

  /** Writes what is queued (also on shutdown, so no record is lost when the service stops). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = this.pending;
    this.pending = [];
    if (rows.length === 0) return this.flushing;
    this.flushing = this.flushing.then(() =>
      this.records.insertMany(rows).then(
        () => {
          for (const row of rows) {
            addTo(this.written, row.organizationId, row.credits);
            addTo(this.unwritten, row.organizationId, -row.credits);
          }
        },
        (error: unknown) => {
          this.logger.error(
            { rows: rows.length, err: String(error) },
            'usage records could not be written; keeping them for the next flush',
          );
          this.pending.unshift(...rows);
          this.timer ??= setTimeout(() => void this.flush(), FLUSH_INTERVAL_MS * 10);
        },
      ),
    );
    return this.flushing;
  }

  async onModuleDestroy(): Promise<void> {
    await this.flush();
  }
}

function addTo(totals: Map<string, number>, organizationId: string, credits: number): void {
  const total = (totals.get(organizationId) ?? 0) + credits;
  if (total === 0) totals.delete(organizationId);
  else totals.set(organizationId, total);
}
