// `npm run cli -- status`: each app process of the cluster `npm start` runs, read from
// .data/runtime.json (written by the supervisor on every change) and checked on its /readyz.
import { readRuntime } from './runtime.mjs';

async function probe(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2_000) });
    return response.ok ? 'ready' : `not ready (${response.status})`;
  } catch {
    return 'no answer';
  }
}

export async function printStatus() {
  const { processes, gatewayUrl } = readRuntime();
  if (!processes?.length) {
    console.error('No cluster started by `npm start` is known here (.data/runtime.json lists no processes).');
    return 1;
  }
  const rows = await Promise.all(
    processes.map(async (p) => [
      p.name,
      String(p.pid ?? '-'),
      String(p.port),
      String(p.restarts),
      p.pid && p.ready ? await probe(p.port) : 'down',
      p.lastExit ? `${p.lastExit.reason} at ${p.lastExit.at}` : '',
    ]),
  );
  const header = ['APP', 'PID', 'PORT', 'RESTARTS', 'READINESS', 'LAST EXIT'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  for (const row of [header, ...rows])
    console.log(
      row
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    );
  console.log(`\ngateway: ${gatewayUrl}`);
  const down = rows.filter((r) => r[4] !== 'ready').length;
  return down === 0 ? 0 : 2;
}
