import { IsInt, Max, Min } from 'class-validator';
import { OrgScopedRequest } from '../context';

export const USAGE_MAX_DAYS = 90;

export class UsageByDayRequest extends OrgScopedRequest {
  /** Today (UTC) and the days before it. */
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
