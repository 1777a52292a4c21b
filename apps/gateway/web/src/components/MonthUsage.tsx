import { useEffect, useMemo, useState } from 'preact/hooks';
import { errorMessage } from '../api';
import type { MonthUsage as MonthUsageData } from '../types';
import { workspace } from '../workspace-api';
import { Alert } from './Alert';
import { TableWrap } from './TableWrap';

/** A credit figure, or "Unlimited" for the null a plan without a cap answers. */
function credits(value: number | null): string {
  return value === null ? 'Unlimited' : value.toLocaleString('en');
}

/**
 * The month's figures from GET /v1/usage (CONTRACT "Markup in text and usage"), read by the
 * session, so the page shows exactly what a program with a key of this organization is told.
 */
export function MonthUsage({ orgId }: { orgId: string }) {
  const api = useMemo(() => workspace(orgId), [orgId]);
  const [usage, setUsage] = useState<MonthUsageData | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    api.get<MonthUsageData>('/usage').then(setUsage, (e: unknown) => {
      setError(errorMessage(e));
    });
  }, [api]);

  if (error) return <Alert message={error} />;
  if (!usage) return <p>Loading this month's figures…</p>;
  const rows: [string, string][] = [
    ['Plan', usage.plan],
    ['Credits used this month', credits(usage.usedCredits)],
    ['Credits left this month', credits(usage.remainingCredits)],
    ['Credits reset on', `${usage.resetsAt.slice(0, 10)} (00:00 UTC)`],
    [
      'Rate limit',
      usage.requestsPerMinute === null ? 'Unlimited' : `${usage.requestsPerMinute} requests per minute per API key`,
    ],
  ];
  return (
    <TableWrap label="This month">
      <table>
        <caption>This month</caption>
        <tbody>
          {rows.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
