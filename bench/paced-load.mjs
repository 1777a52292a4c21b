// An open-loop load at a steady rate: request i is due at start + i / rate, whether or not
// earlier ones have answered, and its latency is counted from that due time. autocannon's
// `overallRate` is not this: each connection spends its per-second budget back to back and
// then idles, so "half the peak rate" becomes half a second at full saturation, and queueing
// behind a slow answer goes uncounted (coordinated omission).
import { Agent, request as httpRequest } from 'node:http';

const SLOW_MS = 25;
const WINDOW_MS = 100;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * Sends `rate` requests per second for `seconds`; answers {sent, failed, p50, p90, p99, max} in ms
 * and `slowWindows`: how many 100 ms windows of due times held an answer slower than 25 ms (a
 * tail made of a few stalls touches few windows; one spread over the run, many).
 *
 * The first `warmupSeconds` run at the same rate on the same connections and are not counted
 * (`warmup`: how many were sent, the slowest answer in ms; `failed` counts its failures too): a
 * fresh client opens its connections in its first few hundred milliseconds, and the answers due
 * meanwhile queue behind the connects. In one run that missed a 25 ms p99 that way, all 486
 * answers over 25 ms (1.4 %) were due in its first 300 ms (git log: 22b6651).
 */
export async function pacedLoad({
  url,
  method = 'GET',
  headers = {},
  body,
  rate,
  seconds,
  warmupSeconds = 1,
  maxSockets = 64,
}) {
  const agent = new Agent({ keepAlive: true, maxSockets });
  const target = new URL(url);
  const warmup = Math.round(rate * warmupSeconds);
  const total = warmup + Math.round(rate * seconds);
  const latencies = [];
  let warmupMax = 0;
  let failed = 0;
  const slowWindows = new Set();
  const send = (dueAt, counted) =>
    new Promise((resolve) => {
      const req = httpRequest(
        { agent, host: target.hostname, port: target.port, path: target.pathname + target.search, method, headers },
        (res) => {
          res.resume();
          res.on('end', () => {
            const latency = performance.now() - dueAt;
            if (res.statusCode >= 300) failed++;
            if (!counted) warmupMax = Math.max(warmupMax, latency);
            else {
              latencies.push(latency);
              if (latency > SLOW_MS) slowWindows.add(Math.floor((dueAt - measuredFrom) / WINDOW_MS));
            }
            resolve();
          });
        },
      );
      req.on('error', () => (failed++, resolve()));
      req.end(body);
    });
  const start = performance.now();
  const measuredFrom = start + (warmup / rate) * 1000;
  const inFlight = [];
  for (let sent = 0; sent < total;) {
    const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
    for (; sent < due; sent++) inFlight.push(send(start + (sent / rate) * 1000, sent >= warmup));
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(inFlight);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const ms = (v) => Math.round(v * 10) / 10;
  return {
    sent: total - warmup,
    failed,
    p50: ms(percentile(sorted, 50)),
    p90: ms(percentile(sorted, 90)),
    p99: ms(percentile(sorted, 99)),
    max: ms(sorted.at(-1)),
    slowWindows: slowWindows.size,
    warmup: { sent: warmup, max: ms(warmupMax) },
  };
}
