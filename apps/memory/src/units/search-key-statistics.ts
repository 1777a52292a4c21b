import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { KeyFrequency } from '../lookup/search-keys';
import { UnitRepository } from './unit.repository';

/** How long the common keys are trusted before they are read again. */
const RELOAD_AFTER_MS = 60_000;
/** Writes pause this long before the keys are sampled again: an import is many writes. */
const ANALYSE_AFTER_QUIET_MS = 2_000;
/** Fewer new units than this leave the sample to autovacuum. */
const ANALYSE_FROM_UNITS = 1_000;

/**
 * Which search keys are common, so that a lookup asks for the rare words of its text. Read from
 * PostgreSQL's statistics of `search_keys` (its most common elements); sampled again shortly
 * after a large write, since autovacuum may take minutes and a lookup that takes a common word
 * for a rare one reads thousands of units instead of tens.
 */
@Injectable()
export class SearchKeyStatistics implements OnModuleDestroy {
  private readonly logger = new Logger(SearchKeyStatistics.name);
  private common = new Map<string, number>();
  private loadedAt = 0;
  private loading?: Promise<void>;
  private unsampled = 0;
  private analyseTimer?: NodeJS.Timeout;

  constructor(private readonly units: UnitRepository) {}

  /** The share of units holding a key, 0 for one that is not among the common ones. */
  readonly frequency: KeyFrequency = (key) => this.common.get(key) ?? 0;

  /** The frequencies, read again when stale; only the very first lookup waits for them. */
  async current(): Promise<KeyFrequency> {
    if (Date.now() - this.loadedAt > RELOAD_AFTER_MS) {
      this.loading ??= this.load().finally(() => (this.loading = undefined));
      if (this.loadedAt === 0) await this.loading;
    }
    return this.frequency;
  }

  /** Units were written: sample the keys again once writing pauses, if enough were. */
  written(units: number): void {
    this.unsampled += units;
    if (this.unsampled < ANALYSE_FROM_UNITS) return;
    clearTimeout(this.analyseTimer);
    this.analyseTimer = setTimeout(() => void this.analyse(), ANALYSE_AFTER_QUIET_MS);
    this.analyseTimer.unref();
  }

  onModuleDestroy(): void {
    clearTimeout(this.analyseTimer);
  }

  private async analyse(): Promise<void> {
    this.unsampled = 0;
    try {
      await this.units.analyseSearchKeys();
      await this.load();
    } catch (error) {
      this.logger.warn({ err: String(error) }, 'search keys not sampled again');
    }
  }

  private async load(): Promise<void> {
    try {
      this.common = await this.units.commonSearchKeys();
    } catch (error) {
      // Lookups still work without them, reading more units for common words.
      this.logger.warn({ err: String(error) }, 'common search keys not read');
    }
    this.loadedAt = Date.now();
  }
}
