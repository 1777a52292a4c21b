// Benchmark: what the plan limits cost on the cached-translate path (issue 13: under 10 % of its
// throughput). One organization translates the same cached text through the gateway, first on a
// plan without limits (no rate-limit store, no quota read), then on a plan with a rate limit too
// high to trip and a quota too large to run out, so every request pays the whole price: the
// plan lookup, the compare-and-set in the JetStream KV bucket, and the quota check in the
// translation service. Runs alternate (unmetered, metered, unmetered, metered) so a machine
// shared with other work disturbs both alike.
//
//   npm run build && node bench/limits.mjs [--duration 10] [--connections 32] [--rounds 2]
import {
  arg,
  assertNoFailures,
  autocannonRunner,
  cachedTranslateLoad,
  cli,
  startBenchCluster,
} from './translate-cluster.mjs';

const DURATION = arg('duration', 10);
const CONNECTIONS = arg('connections', 32);
const ROUNDS = arg('rounds', 2);

const PLANS = {
  unmetered: { requestsPerMinute: null, monthlyCredits: null },
  metered: { requestsPerMinute: 1_000_000_000, monthlyCredits: 1_000_000_000_000 },
};

const run = autocannonRunner({ duration: DURATION, connections: CONNECTIONS });

const cluster = await startBenchCluster({
  apps: ['auth', 'translation'],
  env: { PLANS: JSON.stringify(PLANS), DEFAULT_PLAN: 'unmetered' },
});
let exitCode = 1;
try {
  const request = await cachedTranslateLoad(cluster, run);
  const figures = { unmetered: [], metered: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const plan of ['unmetered', 'metered']) {
      cli(cluster.env, 'org', 'plan', cluster.orgId, plan);
      const result = await run(request);
      assertNoFailures(result, plan);
      figures[plan].push({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
    }
  }
  const mean = (list, field) => list.reduce((sum, f) => sum + f[field], 0) / list.length;
  const unmetered = mean(figures.unmetered, 'rps');
  const metered = mean(figures.metered, 'rps');
  const cost = 1 - metered / unmetered;
  console.log(
    `\nplan limits on cached translate (${DURATION} s per run, ${CONNECTIONS} connections, ${ROUNDS} rounds)`,
  );
  for (const plan of ['unmetered', 'metered'])
    console.log(
      `  ${plan.padEnd(10)} ${mean(figures[plan], 'rps').toFixed(0).padStart(6)} req/s   p50 ${mean(figures[plan], 'p50').toFixed(1)} ms   p99 ${mean(figures[plan], 'p99').toFixed(1)} ms   runs: ${figures[plan].map((f) => f.rps.toFixed(0)).join(', ')}`,
    );
  console.log(
    `  cost of the limits: ${(cost * 100).toFixed(1)} % of throughput (target < 10 %: ${cost < 0.1 ? 'met' : 'NOT met'})`,
  );
  console.log(`FIGURES ${JSON.stringify({ unmetered, metered, cost, figures })}`);
  exitCode = cost < 0.1 ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  await cluster.stop();
}
process.exit(exitCode);
