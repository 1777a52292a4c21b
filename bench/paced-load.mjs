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
 */
export async function pacedLoad({ url, method = 'GET', headers = {}, body, rate, seconds, maxSockets = 64 }) {
  const agent = new Agent({ keepAlive: true, maxSockets });
  const target = new URL(url);
  const total = Math.round(rate * seconds);
  const latencies = [];
  let failed = 0;
  const slowWindows = new Set();
  const send = (dueAt) =>
    new Promise((resolve) => {
      const req = httpRequest(
        { agent, host: target.hostname, port: target.port, path: target.pathname + target.search, method, headers },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode >= 300) failed++;
            const latency = performance.now() - dueAt;
            latencies.push(latency);
            if (latency > SLOW_MS) slowWindows.add(Math.floor((dueAt - start) / WINDOW_MS));
            resolve();
          });
        },
      );
      req.on('error', () => (failed++, resolve()));
      req.end(body);
    });
  const start = performance.now();
  const inFlight = [];
  for (let sent = 0; sent < total;) {
    const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
    for (; sent < due; sent++) inFlight.push(send(start + (sent / rate) * 1000));
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(inFlight);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const ms = (v) => Math.round(v * 10) / 10;
  return {
    sent: total,
    failed,
    p50: ms(percentile(sorted, 50)),
    p90: ms(percentile(sorted, 90)),
    p99: ms(percentile(sorted, 99)),
    max: ms(sorted.at(-1)),
    slowWindows: slowWindows.size,
  };
}
