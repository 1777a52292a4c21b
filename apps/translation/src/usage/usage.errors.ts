import { DomainException } from '@app/common';
import { ErrorCode, PlanInfo } from '@app/contracts';
import { nextMonthOf } from './next-month';

/** The figures a client needs to decide what to do: what is used, what was asked, when it resets. */
export function quotaExceeded(
  plan: PlanInfo,
  limit: number,
  used: number,
  credits: number,
  now: Date,
): DomainException {
  const resetsOn = nextMonthOf(now);
  const format = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return new DomainException(
    `Monthly translation quota of the "${plan.name}" plan exceeded: ${format(used)} of ${format(limit)} credits used this month and this request needs ${format(credits)}; the quota resets on ${resetsOn} (00:00 UTC)`,
    ErrorCode.QUOTA_EXCEEDED,
    [
      {
        plan: plan.name,
        monthlyCredits: limit,
        usedCredits: used,
        requestCredits: credits,
        resetsAt: `${resetsOn}T00:00:00Z`,
      },
    ],
  );
}
