import { Injectable, Logger } from '@nestjs/common';
import { CallerContext } from '@app/contracts';
import { UsageRepository } from './usage.repository';

export interface UsageEntry {
  caller: CallerContext;
  operation: 'translate' | 'translate-file' | 'translate-batch';
  engine: string;
  items: number;
  words: number;
}

/** CONTRACT "Credits and counting": one credit per source word of every successful item. */
export const CREDITS_PER_WORD = 1;

@Injectable()
export class UsageService {
  private readonly logger = new Logger(UsageService.name);

  constructor(private readonly repository: UsageRepository) {}

  creditsFor(words: number): number {
    return words * CREDITS_PER_WORD;
  }

  async record(entry: UsageEntry): Promise<void> {
    if (entry.items === 0) return;
    const { caller, ...rest } = entry;
    await this.repository.insert({
      ...rest,
      organizationId: caller.organizationId,
      keyId: caller.keyId,
      credits: this.creditsFor(entry.words),
    });
    this.logger.log({ organizationId: caller.organizationId, ...rest }, 'usage recorded');
  }
}
