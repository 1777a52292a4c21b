import { PLAN_NAME_PATTERN, PlanInfo } from '@app/contracts';

/** The built-in plans (CONTRACT "Plans, quotas and limits"), also seeded by the migration. */
export const DEFAULT_PLANS: readonly PlanInfo[] = [
  { name: 'free', requestsPerMinute: 60, monthlyCredits: 10_000 },
  { name: 'pro', requestsPerMinute: 600, monthlyCredits: 1_000_000 },
  { name: 'enterprise', requestsPerMinute: 6_000, monthlyCredits: null },
];

function limitOf(value: unknown, where: string): number | null {
  if (value === null) return null;
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  throw new Error(`PLANS: ${where} must be a whole number above 0, or null for unlimited`);
}

/**
 * Reads the `PLANS` setting: a JSON object of plan name to `{requestsPerMinute, monthlyCredits}`
 * (each a whole number or null for unlimited), e.g. `{"free":{"requestsPerMinute":120,
 * "monthlyCredits":20000},"team":{"requestsPerMinute":300,"monthlyCredits":null}}`. Throws with
 * the problem, so a wrong setting stops the auth service at boot.
 */
export function parsePlansSetting(text: string): PlanInfo[] {
  if (text.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new Error(`PLANS is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error('PLANS must be a JSON object of plan name to {requestsPerMinute, monthlyCredits}');
  return Object.entries(parsed as Record<string, unknown>).map(([name, plan]) => {
    if (!PLAN_NAME_PATTERN.test(name))
      throw new Error(`PLANS: "${name}" is not a plan name (lower-case letters, digits, - and _, at most 40)`);
    if (typeof plan !== 'object' || plan === null || !('requestsPerMinute' in plan) || !('monthlyCredits' in plan))
      throw new Error(`PLANS: ${name} needs requestsPerMinute and monthlyCredits (null for unlimited)`);
    return {
      name,
      requestsPerMinute: limitOf(plan.requestsPerMinute, `${name}.requestsPerMinute`),
      monthlyCredits: limitOf(plan.monthlyCredits, `${name}.monthlyCredits`),
    };
  });
}
