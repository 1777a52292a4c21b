import { Injectable } from '@nestjs/common';
import { countWords, PlanDirectory } from '@app/common';
import {
  CallerContext,
  CheckQuotaRequest,
  CheckQuotaResponse,
  UsageOfMonthRequest,
  UsageOfMonthResponse,
} from '@app/contracts';
import { TranslationConfig } from '../config/translation.config';
import { nextMonthOf } from './next-month';
import { quotaExceeded } from './usage.errors';
import { UsageMonthRepository } from './usage-month.repository';
import { CREDITS_PER_WORD, UsageService } from './usage.service';

interface MonthRead {
  month: string;
  credits: number;
  /** What this replica had written for the organization when the read was made. */
  writtenAtRead: number;
  readAt: number;
}

/**
 * The monthly credit quota (CONTRACT "Plans, quotas and limits"), checked where translation is
 * accepted: a request whose credits would take the organization past its plan's monthly credits
 * is refused before anything is translated. Used credits are the month's total in the database
 * (re-read every QUOTA_READ_TTL_MS, which also brings in other replicas' usage), plus what this
 * replica wrote since that read, plus what it has recorded and not yet written.
 */
@Injectable()
export class QuotaService {
  private readonly reads = new Map<string, MonthRead>();

  constructor(
    private readonly plans: PlanDirectory,
    private readonly months: UsageMonthRepository,
    private readonly usage: UsageService,
    private readonly config: TranslationConfig,
  ) {}

  /** For work accepted now and done later (batch jobs, agentic tasks): the credits of these texts at `rate`. */
  assertTexts(caller: CallerContext, texts: string[], rate = 1): Promise<void> {
    const words = texts.reduce((sum, text) => sum + countWords(text), 0);
    return this.assertAvailable(caller, words * CREDITS_PER_WORD * rate);
  }

  /** `translation.quota.check.v1`: work another service accepts now (localization tables), counted in words there. */
  async check(request: CheckQuotaRequest): Promise<CheckQuotaResponse> {
    const credits = request.words * CREDITS_PER_WORD;
    await this.assertAvailable(request.caller, credits);
    return { credits };
  }

  /** `translation.usage.month.v1`: what the quota check sees now, as the caller's usage of the month. */
  async ofMonth(request: UsageOfMonthRequest): Promise<UsageOfMonthResponse> {
    const plan = await this.plans.planOf(request.caller.organizationId);
    const now = new Date();
    const used = await this.usedThisMonth(request.caller.organizationId, monthOf(now));
    const limit = plan.monthlyCredits;
    return {
      plan: plan.name,
      monthlyCredits: limit,
      usedCredits: used,
      remainingCredits: limit === null ? null : Math.max(0, limit - used),
      resetsAt: `${nextMonthOf(now)}T00:00:00Z`,
      requestsPerMinute: plan.requestsPerMinute,
    };
  }

  async assertAvailable(caller: CallerContext, credits: number): Promise<void> {
    const plan = await this.plans.planOf(caller.organizationId);
    if (plan.monthlyCredits === null) return;
    const now = new Date();
    const used = await this.usedThisMonth(caller.organizationId, monthOf(now));
    if (used + credits > plan.monthlyCredits) throw quotaExceeded(plan, plan.monthlyCredits, used, credits, now);
  }

  private async usedThisMonth(organizationId: string, month: string): Promise<number> {
    let read = this.reads.get(organizationId);
    if (read?.month !== month || Date.now() - read.readAt >= this.config.QUOTA_READ_TTL_MS) {
      const credits = await this.months.creditsOfMonth(organizationId, month);
      // Taken after the read: a write finishing meanwhile is counted once at most (never twice).
      read = { month, credits, writtenAtRead: this.usage.writtenCredits(organizationId), readAt: Date.now() };
      if (this.reads.size >= 100_000) this.reads.clear();
      this.reads.set(organizationId, read);
    }
    const writtenSince = this.usage.writtenCredits(organizationId) - read.writtenAtRead;
    return read.credits + writtenSince + this.usage.pendingCredits(organizationId);
  }
}

/** First day of the calendar month (UTC), as the usage_months table keys it. */
export function monthOf(date: Date): string {
  return `${date.toISOString().slice(0, 7)}-01`;
}
