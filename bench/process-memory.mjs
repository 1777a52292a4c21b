// Resident memory and CPU of cluster processes while a task runs, for benchmarks that set goals on both.
import { readFileSync } from 'node:fs';
import { cpuSeconds } from './translate-cluster.mjs';

export const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;

export const rssKb = (pid) => Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

/**
 * Peak resident memory of each process while `task` runs, above what it was before, and the CPU
 * seconds it used: on a shared machine CPU time says more than the wall clock.
 */
export async function withMemory(pids, task) {
  const cpuBefore = Object.fromEntries(Object.entries(pids).map(([app, pid]) => [app, cpuSeconds(pid)]));
  const before = Object.fromEntries(Object.entries(pids).map(([app, pid]) => [app, rssKb(pid)]));
  const peak = { ...before };
  const timer = setInterval(() => {
    for (const [app, pid] of Object.entries(pids)) peak[app] = Math.max(peak[app], rssKb(pid));
  }, 20);
  try {
    const result = await task();
    const cpu = Object.fromEntries(Object.entries(pids).map(([app, pid]) => [app, cpuSeconds(pid) - cpuBefore[app]]));
    return { result, before, peak, cpu };
  } finally {
    clearInterval(timer);
  }
}

export const memoryLine = ({ before, peak, cpu }) =>
  Object.keys(before)
    .map(
      (app) =>
        `${app} ${mb(before[app])} -> peak ${mb(peak[app])} (+${mb(peak[app] - before[app])}), CPU ${cpu[app].toFixed(2)} s`,
    )
    .join('; ');
