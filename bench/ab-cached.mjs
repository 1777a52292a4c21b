// Benchmark: two builds of the cluster side by side (say, before and after a change), under the
// cached-translate load of bench/translate-cached.mjs, in alternating short rounds with the NATS
// floor between them. On a machine shared with other work the load drifts from one minute to the
// next; alternating rounds lets both builds see the same drift, so their ratio stays readable.
//
//   node bench/ab-cached.mjs --a /path/to/checkout-before --b /path/to/checkout-after [--rounds 5] [--seconds 4]
// Also prints each side's CPU time per request (gateway and translation app), per round and median.
// Each checkout must be built (`npm run build` there) and have its node_modules.
import autocannon from 'autocannon';
import { startNatsFloor } from './nats-floor.mjs';
import { arg, cpuSeconds, median } from './translate-cluster.mjs';

const ROUNDS = arg('rounds', 5);
const SECONDS = arg('seconds', 4);
const CONNECTIONS = arg('connections', 32);
const pathArg = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) throw new Error(`--${name} <checkout> is required`);
  return process.argv[i + 1];
};

const run = (options) =>
  new Promise((resolve, reject) =>
    autocannon({ duration: SECONDS, connections: CONNECTIONS, ...options }, (err, result) =>
      err ? reject(err) : resolve(result),
    ),
  );

async function startSide(label, checkout) {
  const { startBenchCluster, post } = await import(`${checkout}/bench/translate-cluster.mjs`);
  const cluster = await startBenchCluster({ apps: ['auth', 'translation'] });
  const body = JSON.stringify({ sourceLanguage: 'en', targetLanguage: 'es', text: 'Hello world' });
  await post(cluster.baseUrl, cluster.key, '/v1/translation/translate', JSON.parse(body));
  const headers = { 'content-type': 'application/json', 'x-api-key': cluster.key };
  const request = { url: `${cluster.baseUrl}/v1/translation/translate`, method: 'POST', headers, body };
  return { label, checkout, cluster, request, rps: [], cpu: { gateway: [], translation: [] } };
}

const appCpu = (side) => ({
  gateway: cpuSeconds(side.cluster.pids.gateway),
  translation: cpuSeconds(side.cluster.pids.translation),
});
const cpuLine = (side) =>
  ['gateway', 'translation']
    .map(
      (app) => `${app} ${median(side.cpu[app]).toFixed(0)} µs (${side.cpu[app].map((us) => us.toFixed(0)).join(', ')})`,
    )
    .join('; ');

const sides = [];
let floor;
let exitCode = 1;
try {
  sides.push(await startSide('A', pathArg('a')), await startSide('B', pathArg('b')));
  floor = await startNatsFloor(sides[0].cluster.natsUrl, sides[0].cluster.natsKeys.test.seed);
  const floorRps = [];
  const floorRequest = {
    url: floor.url,
    method: 'POST',
    headers: sides[0].request.headers,
    body: sides[0].request.body,
  };
  for (const side of sides) await run({ ...side.request, duration: 2 }); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    // A, floor, B in this round; B, floor, A in the next, so that neither always goes first.
    const order = round % 2 === 0 ? sides : [...sides].reverse();
    for (const side of [order[0], 'floor', order[1]]) {
      if (side === 'floor') {
        floorRps.push((await run(floorRequest)).requests.average);
        continue;
      }
      // CPU time per request of each app in the round: steadier than req/s on a shared machine.
      const cpuBefore = appCpu(side);
      const result = await run(side.request);
      const cpuAfter = appCpu(side);
      for (const app of ['gateway', 'translation'])
        side.cpu[app].push((1e6 * (cpuAfter[app] - cpuBefore[app])) / result.requests.total);
      const failed = (result.non2xx ?? 0) + (result.errors ?? 0) + (result.timeouts ?? 0);
      if (failed > 0) throw new Error(`${side.label}: ${failed} failed requests`);
      side.rps.push(result.requests.average);
    }
  }
  const [a, b] = sides;
  const ratios = a.rps.map((rps, i) => b.rps[i] / rps);
  console.log(`\nA/B cached translate (${ROUNDS} rounds of ${SECONDS} s, ${CONNECTIONS} connections)`);
  console.log(
    `  A ${a.checkout}: median ${median(a.rps).toFixed(0)} req/s (${a.rps.map((r) => r.toFixed(0)).join(', ')})`,
  );
  console.log(
    `  B ${b.checkout}: median ${median(b.rps).toFixed(0)} req/s (${b.rps.map((r) => r.toFixed(0)).join(', ')})`,
  );
  console.log(`  CPU per request, median (per round): A ${cpuLine(a)}`);
  console.log(`                                      B ${cpuLine(b)}`);
  console.log(`  floor: median ${median(floorRps).toFixed(0)} req/s (${floorRps.map((r) => r.toFixed(0)).join(', ')})`);
  console.log(
    `  B/A per round: ${ratios.map((r) => r.toFixed(2)).join(', ')}; median ${median(ratios).toFixed(2)}; ` +
      `A/floor ${(median(a.rps) / median(floorRps)).toFixed(3)}, B/floor ${(median(b.rps) / median(floorRps)).toFixed(3)}`,
  );
  console.log(
    `FIGURES ${JSON.stringify({ a: a.rps, b: b.rps, floor: floorRps, medianRatio: median(ratios), cpuA: a.cpu, cpuB: b.cpu, aFloor: median(a.rps) / median(floorRps), bFloor: median(b.rps) / median(floorRps) })}`,
  );
  exitCode = 0;
} catch (error) {
  console.error(error);
} finally {
  floor?.stop();
  for (const side of sides) await side.cluster.stop();
}
process.exit(exitCode);
