import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef, useState } from 'preact/hooks';
import { api, errorMessage } from '../api';
import { Alert } from '../components/Alert';
import { MonthUsage } from '../components/MonthUsage';
import { TableWrap } from '../components/TableWrap';
import type { Organization, Usage as UsageData } from '../types';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

const DAYS = 30;
const COLOURS = ['#0b5cad', '#d4a72c', '#2da44e', '#b42318', '#8250df'];

interface Series {
  days: string[];
  operations: string[];
  /** credits[operation][dayIndex] */
  credits: Record<string, number[]>;
  total: number;
}

/** Every day of the period, with zero where nothing was used, per operation. */
function toSeries(data: UsageData): Series {
  const days: string[] = [];
  for (let t = Date.parse(data.from); t <= Date.parse(data.to); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  const operations = [...new Set(data.usage.map((u) => u.operation))].sort();
  const credits: Record<string, number[]> = {};
  for (const operation of operations) credits[operation] = days.map(() => 0);
  for (const u of data.usage) {
    const index = days.indexOf(u.day);
    if (index >= 0) credits[u.operation][index] += u.credits;
  }
  return { days, operations, credits, total: data.usage.reduce((sum, u) => sum + u.credits, 0) };
}

/** The month's plan figures (as GET /v1/usage answers them) above the credits per day. */
export function Usage({ org }: { org: Organization }) {
  return (
    <>
      <MonthUsage orgId={org.id} />
      <UsageByDay org={org} />
    </>
  );
}

/** Credits per day for the last 30 days (UTC), stacked by operation, with the same figures as a table. */
function UsageByDay({ org }: { org: Organization }) {
  const [series, setSeries] = useState<Series | null>(null);
  const [error, setError] = useState<string | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    api.get<UsageData>(`/orgs/${org.id}/usage?days=${DAYS}`).then(
      (data) => {
        setSeries(toSeries(data));
      },
      (e: unknown) => {
        setError(errorMessage(e));
      },
    );
  }, [org.id]);

  useEffect(() => {
    if (!series || !canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: series.days.map((d) => d.slice(5)),
        datasets: series.operations.map((operation, i) => ({
          label: operation,
          data: series.credits[operation],
          backgroundColor: COLOURS[i % COLOURS.length],
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: {
          x: { stacked: true },
          y: { stacked: true, beginAtZero: true, title: { display: true, text: 'Credits' } },
        },
      },
    });
    return () => {
      chart.destroy();
    };
  }, [series]);

  if (error) return <Alert message={error} />;
  if (!series) return <p>Loading…</p>;
  const activeDays = series.days.filter((_, i) => series.operations.some((op) => series.credits[op][i] > 0));
  return (
    <>
      <p>
        <strong>{series.total.toLocaleString()}</strong> credits used in the last {DAYS} days (UTC), one credit per
        source word translated.
      </p>
      {series.operations.length === 0 ? (
        <p>No usage in this period.</p>
      ) : (
        <div class="chart">
          <canvas ref={canvas} role="img" aria-label={`Credits per day for the last ${DAYS} days, by operation`} />
        </div>
      )}
      <details>
        <summary>Show as a table</summary>
        <TableWrap label="Credits per day">
          <table>
            <thead>
              <tr>
                <th scope="col">Day</th>
                {series.operations.map((op) => (
                  <th scope="col" key={op}>
                    {op}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {activeDays.map((day) => (
                <tr key={day}>
                  <td>{day}</td>
                  {series.operations.map((op) => (
                    <td key={op}>{series.credits[op][series.days.indexOf(day)]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      </details>
    </>
  );
}
