import { Injectable, Logger } from '@nestjs/common';
import { countWords, DomainException, RpcClient } from '@app/common';
import { CallerContext, CheckQuotaResponse, ErrorCode, Subjects } from '@app/contracts';

/** What a table costs, known before it is queued (CONTRACT "Credits and counting"). */
export interface TableCost {
  /** The source texts; null when the worker fetches the source later (a URL). */
  texts: string[] | null;
  sourceLanguage: string;
  targetLanguages: string[];
}

/**
 * The monthly quota, checked when a table is accepted as it is for the translation service's own
 * asynchronous work (README "Plans, quotas and limits"): `translation.quota.check.v1` answers
 * QUOTA_EXCEEDED when the month's credits would not cover the table, and the table is refused
 * with that 429 instead of failing later.
 */
@Injectable()
export class QuotaClient {
  private readonly logger = new Logger(QuotaClient.name);

  constructor(private readonly rpc: RpcClient) {}

  async assertCovers(caller: CallerContext, cost: TableCost): Promise<void> {
    const words = wordsOf(cost);
    if (words === 0) return;
    try {
      await this.rpc.send<CheckQuotaResponse>(Subjects.translation.checkQuota, { caller, words }, { timeoutMs: 5_000 });
    } catch (error) {
      // The translation service checks every batch the worker sends, so a table accepted while it
      // is down costs nothing unchecked; refusing it would turn a short outage into lost work.
      if (!(error instanceof DomainException) || error.code !== ErrorCode.ENGINE_UNAVAILABLE) throw error;
      this.logger.warn({ organizationId: caller.organizationId, err: error.message }, 'quota not checked');
    }
  }
}

/**
 * Source words times the target languages that need translating (each distinct text once, as the
 * table translator sends them). A URL source is not read yet: it needs at least one credit left.
 */
export function wordsOf({ texts, sourceLanguage, targetLanguages }: TableCost): number {
  const targets = targetLanguages.filter((t) => t.toLowerCase() !== sourceLanguage.toLowerCase()).length;
  if (texts === null) return Math.min(targets, 1);
  return targets * [...new Set(texts)].reduce((sum, text) => sum + countWords(text), 0);
}
