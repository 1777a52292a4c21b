import { ErrorCode, PlanInfo } from '@app/contracts';
import { monthOf, QuotaService } from './quota.service';

describe('QuotaService', () => {
  const caller = { organizationId: 'org', keyId: 'key' };
  let plan: PlanInfo;
  let stored: number;
  let pending: number;
  let written: number;
  let reads: number;
  let quota: QuotaService;

  beforeEach(() => {
    plan = { name: 'free', requestsPerMinute: 60, monthlyCredits: 100 };
    stored = 0;
    pending = 0;
    written = 0;
    reads = 0;
    quota = new QuotaService(
      { planOf: () => Promise.resolve(plan) } as never,
      {
        creditsOfMonth: () => {
          reads++;
          return Promise.resolve(stored);
        },
      } as never,
      { pendingCredits: () => pending, writtenCredits: () => written } as never,
      { QUOTA_READ_TTL_MS: 60_000 } as never,
    );
  });

  it('lets a request through up to the last credit, and refuses the one that would pass it', async () => {
    stored = 90;
    await expect(quota.assertAvailable(caller, 10)).resolves.toBeUndefined();
    const refused = quota.assertAvailable(caller, 11);
    await expect(refused).rejects.toMatchObject({ code: ErrorCode.QUOTA_EXCEEDED });
    await expect(refused).rejects.toThrow(
      /"free" plan exceeded: 90 of 100 credits .* needs 11; the quota resets on \d{4}-\d{2}-01/,
    );
  });

  it('counts what this replica recorded or wrote since it last read the month', async () => {
    await quota.assertAvailable(caller, 1);
    pending = 60;
    written = 30;
    await expect(quota.assertAvailable(caller, 10)).resolves.toBeUndefined();
    await expect(quota.assertAvailable(caller, 11)).rejects.toMatchObject({ code: ErrorCode.QUOTA_EXCEEDED });
    expect(reads).toBe(1);
  });

  it('answers a check in words with their credits, or QUOTA_EXCEEDED', async () => {
    stored = 95;
    await expect(quota.check({ caller, words: 5 })).resolves.toEqual({ credits: 5 });
    await expect(quota.check({ caller, words: 6 })).rejects.toMatchObject({ code: ErrorCode.QUOTA_EXCEEDED });
  });

  it('costs nothing and reads nothing on an unlimited plan', async () => {
    plan = { name: 'enterprise', requestsPerMinute: 6000, monthlyCredits: null };
    await quota.assertAvailable(caller, 1e9);
    expect(reads).toBe(0);
  });

  it("answers the month's usage as the check sees it: used, left, the reset and the rate", async () => {
    stored = 30;
    pending = 5;
    const usage = await quota.ofMonth({ caller });
    expect(usage).toEqual({
      plan: 'free',
      monthlyCredits: 100,
      usedCredits: 35,
      remainingCredits: 65,
      resetsAt: expect.stringMatching(/^\d{4}-\d{2}-01T00:00:00Z$/),
      requestsPerMinute: 60,
    });
    plan = { name: 'enterprise', requestsPerMinute: 6000, monthlyCredits: null };
    await expect(quota.ofMonth({ caller })).resolves.toMatchObject({ monthlyCredits: null, remainingCredits: null });
  });

  it('keys months by their first day in UTC', () => {
    expect(monthOf(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11-01');
    expect(monthOf(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12-01');
  });
});
