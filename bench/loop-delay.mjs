// Event-loop delay and time spent waiting for a core, per process, over one phase of a benchmark:
// to tell an app's own delays (a long turn of its event loop: its work, a GC pause) from waiting
// for a CPU on a shared machine.
//
// - The apps' event-loop delay comes from the histogram prom-client already keeps
//   (`perf_hooks.monitorEventLoopDelay`, 10 ms resolution, `nodejs_eventloop_lag_*` on /metrics),
//   which every scrape of /metrics resets: a scrape before the phase starts it, one after reads it.
//   Nothing is added to the apps.
// - The client's is a histogram of the same kind in this process.
//   The histograms record each interval between the timer's runs, so the figures printed are
//   what each interval took beyond the 10 ms it was set for.
// - The wait for a core is the kernel's run-queue wait of each process's main thread (the event
//   loop's), from /proc/<pid>/schedstat: time the thread was runnable but not running.
// - Beside them, the cores each process used over the phase (its CPU time over the wall time;
//   nats-server too), to see how close to the machine's two the run was.
// - For the apps and the client, the part of that used by threads other than the main one (V8's
//   garbage-collection and compiler helpers, libuv's pool), over the phase and in its busiest
//   100 ms: such a burst takes a core from every other process on a two-core machine.
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { cpuSeconds } from './translate-cluster.mjs';

const RESOLUTION_MS = 10;

const LAG = /^nodejs_eventloop_lag_(p50|p90|p99|max|mean)_seconds\{[^}]*\} (\S+)$/gm;

async function scrapeLoopDelay(metricsUrl) {
  const text = await (await fetch(metricsUrl)).text();
  return Object.fromEntries(
    [...text.matchAll(LAG)].map(([, stat, seconds]) => [stat, beyondTimer(Number(seconds) * 1e3)]),
  );
}

/** Run-queue wait of a process's main thread so far, in ms (Linux schedstat). */
function runqueueWaitMs(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e6;
  } catch {
    return NaN;
  }
}

/** CPU ms used so far by a process's threads other than its main one (whose id is the process's). */
const otherThreadsCpuMs = (pid) => (cpuSeconds(pid) - cpuSeconds(pid, pid)) * 1e3;

/** The most cores `pid`'s other threads used in any `windowMs` while it runs; stop() answers it. */
function sampleOtherThreadBursts(pid, windowMs = 100) {
  let previous = otherThreadsCpuMs(pid);
  let busiest = 0;
  const timer = setInterval(() => {
    const now = otherThreadsCpuMs(pid);
    busiest = Math.max(busiest, (now - previous) / windowMs);
    previous = now;
  }, windowMs);
  return () => (clearInterval(timer), Math.round(busiest * 100) / 100);
}

const ms = (value) => Math.round(value * 10) / 10;
const beyondTimer = (intervalMs) => ms(Math.max(0, intervalMs - RESOLUTION_MS));
const histogramMs = (h) => ({
  p50: beyondTimer(h.percentile(50) / 1e6),
  p90: beyondTimer(h.percentile(90) / 1e6),
  p99: beyondTimer(h.percentile(99) / 1e6),
  max: beyondTimer(h.max / 1e6),
  mean: beyondTimer(h.mean / 1e6),
});

/**
 * Starts measuring. `apps`: name -> {pid, metricsUrl}; `others`: name -> pid, measured for cores
 * used only. `stop()` answers, per app and for the client: the event-loop delay beyond the timer
 * (ms: p50, p90, p99, max, mean), the share of the phase's wall time its main thread waited for a
 * core and the cores it used; and the cores each of `others` used.
 */
export async function measureLoopDelay(apps, others = {}) {
  await Promise.all(Object.values(apps).map(({ metricsUrl }) => scrapeLoopDelay(metricsUrl)));
  const pids = { ...Object.fromEntries(Object.entries(apps).map(([app, { pid }]) => [app, pid])), client: process.pid };
  const waitBefore = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, runqueueWaitMs(pid)]));
  const allPids = { ...pids, ...others };
  const cpuBefore = Object.fromEntries(Object.entries(allPids).map(([name, pid]) => [name, cpuSeconds(pid)]));
  const otherBefore = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, otherThreadsCpuMs(pid)]));
  const bursts = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, sampleOtherThreadBursts(pid)]));
  const client = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  client.enable();
  const started = performance.now();
  return {
    async stop() {
      client.disable();
      const wallMs = performance.now() - started;
      const delays = Object.fromEntries(
        await Promise.all(
          Object.entries(apps).map(async ([app, { metricsUrl }]) => [app, await scrapeLoopDelay(metricsUrl)]),
        ),
      );
      delays.client = histogramMs(client);
      const cores = (name) => Math.round((100 * (cpuSeconds(allPids[name]) - cpuBefore[name]) * 1e3) / wallMs) / 100;
      return Object.fromEntries(
        Object.entries(allPids).map(([name, pid]) => [
          name,
          name in pids
            ? {
                ...delays[name],
                waitShare: ms((100 * (runqueueWaitMs(pid) - waitBefore[name])) / wallMs) / 100,
                cores: cores(name),
                otherThreadCores: Math.round((100 * (otherThreadsCpuMs(pid) - otherBefore[name])) / wallMs) / 100,
                otherThreadBurst: bursts[name](),
              }
            : { cores: cores(name) },
        ]),
      );
    },
  };
}

/** One line per process: its delays beyond the timer, its wait for a core and the cores it used. */
export function formatLoopDelay(result) {
  const lines = Object.entries(result).map(([name, d]) =>
    d.p50 === undefined
      ? `    ${name.padEnd(12)} ${d.cores} cores`
      : `    ${name.padEnd(12)} p50 ${d.p50} / p90 ${d.p90} / p99 ${d.p99} / max ${d.max} ms (mean ${d.mean}); ` +
        `main thread waited for a core ${(100 * d.waitShare).toFixed(1)} % of the phase; ${d.cores} cores ` +
        `(other threads ${d.otherThreadCores}, busiest 100 ms ${d.otherThreadBurst})`,
  );
  const total = Object.values(result).reduce((sum, d) => sum + d.cores, 0);
  return [...lines, `    cores in use by these processes: ${total.toFixed(2)} of 2`].join('\n');
}
