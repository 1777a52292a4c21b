import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { OrgScopedRequest } from '../context';

export const USAGE_MAX_DAYS = 90;

export class UsageByDayRequest extends OrgScopedRequest {
  /** Today (UTC) and the days before it. */
  @ApiProperty({ type: 'integer', minimum: 1, maximum: USAGE_MAX_DAYS, description: 'Days back from today (UTC)' })
  @IsInt()
  @Min(1)
  @Max(USAGE_MAX_DAYS)
  days: number;
}

export interface UsageDay {
  /** UTC date, `YYYY-MM-DD`. */
  day: string;
  operation: string;
  credits: number;
  words: number;
  requests: number;
}

export interface UsageByDayResponse {
  from: string;
  to: string;
  /** Only days and operations with usage; the reader fills the gaps. */
  usage: UsageDay[];
}

/**
 * Work another service accepts now and has translated later (a localization table): answered with
 * the credits it will cost, or refused with QUOTA_EXCEEDED when the month's credits would not
 * cover it. Only words are sent, never the texts: a table's source can pass NATS's message limit.
 */
export class CheckQuotaRequest extends OrgScopedRequest {
  /** Source words to translate, counted with `countWords` (`@app/common`), times the target languages. */
  @IsInt()
  @Min(0)
  words: number;
}

export interface CheckQuotaResponse {
  /** What the words cost at the standard rate. */
  credits: number;
}

/** `GET /v1/usage`: the caller's organization only (the caller is all it needs). */
export class UsageOfMonthRequest extends OrgScopedRequest {}

/** CONTRACT "Markup in text and usage": the plan, the month's credits used and left, the reset and the rate. */
export interface UsageOfMonthResponse {
  plan: string;
  /** Credits the plan allows a month; null when unlimited. */
  monthlyCredits: number | null;
  usedCredits: number;
  /** Null when unlimited. */
  remainingCredits: number | null;
  /** When the month's credits start again (the first of next month, 00:00 UTC). */
  resetsAt: string;
  /** Requests per minute per API key; null when unlimited. */
  requestsPerMinute: number | null;
}
