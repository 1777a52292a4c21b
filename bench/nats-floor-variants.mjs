// Why the NATS floor of bench/translate-cached.mjs moved: the same floor (bench/nats-floor.mjs)
// against differently configured nats-server processes, in alternating rounds, with a bare
// node:http server in each round and CPU time per request of every process involved.
//
//   node bench/nats-floor-variants.mjs [--rounds 3] [--seconds 5] [--connections 32] [--shared 1]
//
// Variants (each its own nats-server on a free port, the binary the benches use):
//   anonymous          no authorization, JetStream on (the bench servers before NATS auth)
//   nkey               NKey users, no permissions
//   nkey+perms         NKey users, publish/subscribe allowed on `>` (the bench's `test` user without
//                      allow_responses)
//   nkey+perms+resp    as above plus allow_responses (the bench's `test` user until this file came)
//   service-like       publish only to the request subject, subscribe `>`, allow_responses: replies
//                      are allowed as responses, as the apps' users (translation, auth) answer
//   bench              startNatsServer() as translate-cached.mjs starts it (every app's user too)
//   shared             the NATS on 127.0.0.1:4222 (anonymous), read-only use; only with --shared 1
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nkeys } from 'nats';
import { startNatsFloor, SUBJECT } from './nats-floor.mjs';
import { arg, autocannonRunner, assertNoFailures, cpuSeconds, median } from './translate-cluster.mjs';
import { ROOT } from '../scripts/lib/dependencies.mjs';
import { freePort, isListening, startNatsServer } from '../scripts/lib/nats.mjs';

const ROUNDS = arg('rounds', 3);
const SECONDS = arg('seconds', 5);
const run = autocannonRunner({ duration: SECONDS, connections: arg('connections', 32) });

const user = nkeys.createUser();
const seed = new TextDecoder().decode(user.getSeed());
const everything = { publish: { allow: ['>'] }, subscribe: { allow: ['>'] } };

async function plainServer(name, authorization) {
  const dir = mkdtempSync(join(tmpdir(), `floor-${name}-`));
  const port = await freePort();
  const config = {
    listen: `127.0.0.1:${port}`,
    jetstream: { store_dir: dir },
    ...(authorization ? { authorization } : {}),
  };
  writeFileSync(join(dir, 'nats.conf'), JSON.stringify(config));
  const child = spawn('nats-server', ['-c', join(dir, 'nats.conf')], { stdio: 'ignore' });
  for (let i = 0; i < 100 && !(await isListening(port)); i++) await new Promise((r) => setTimeout(r, 100));
  return {
    url: `nats://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () => (child.kill(), rmSync(dir, { recursive: true, force: true })),
  };
}

const withUser = (permissions) => ({ users: [{ nkey: user.getPublicKey(), ...(permissions ? { permissions } : {}) }] });
const variants = [
  { name: 'anonymous', server: () => plainServer('anon') },
  { name: 'nkey', server: () => plainServer('nkey', withUser()), seed },
  { name: 'nkey+perms', server: () => plainServer('perms', withUser(everything)), seed },
  {
    name: 'nkey+perms+resp',
    server: () => plainServer('resp', withUser({ ...everything, allow_responses: true })),
    seed,
  },
  {
    name: 'service-like',
    server: () =>
      plainServer(
        'svc',
        withUser({ publish: { allow: [SUBJECT] }, subscribe: { allow: ['>'] }, allow_responses: true }),
      ),
    seed,
  },
  {
    name: 'bench',
    server: async () => {
      const name = `floor-variants-${process.pid}`;
      const nats = await startNatsServer({
        port: await freePort(),
        name,
        subjectPrefix: 'ts-floor',
        withTestUser: true,
      });
      const stop = () => {
        nats.stop();
        for (const dir of [name, `${name}-auth`]) rmSync(join(ROOT, '.data', dir), { recursive: true, force: true });
      };
      return { url: nats.url, pid: nats.pid, stop, seed: nats.keys.test.seed };
    },
  },
  ...(arg('shared', 0)
    ? [{ name: 'shared', server: async () => ({ url: 'nats://127.0.0.1:4222', pid: sharedPid(), stop: () => {} }) }]
    : []),
];

// The shared server's process, only to read its CPU time (/proc); nothing is sent to it but the floor's load.
function sharedPid() {
  const found = spawnSync('pgrep', ['-f', 'nats-server.* -p 4222'], { encoding: 'utf8' }).stdout.trim().split('\n')[0];
  return found ? Number(found) : undefined;
}

const hello = createServer((_, res) => res.end('{"status":"ok","data":"Hola Mundo"}'));
await new Promise((resolve) => hello.listen(0, '127.0.0.1', resolve));
const body = JSON.stringify({ sourceLanguage: 'en', targetLanguage: 'es', text: 'Hello world' });
const results = Object.fromEntries(['bare', ...variants.map((v) => v.name)].map((n) => [n, []]));

for (let round = 1; round <= ROUNDS; round++) {
  const bare = await run({ url: `http://127.0.0.1:${hello.address().port}/` });
  results.bare.push({ rps: bare.requests.average });
  for (const variant of variants) {
    const server = await variant.server();
    const floor = await startNatsFloor(server.url, server.seed ?? variant.seed);
    try {
      const request = { url: floor.url, method: 'POST', headers: { 'content-type': 'application/json' }, body };
      await run({ ...request, duration: 1 });
      const pids = { ...floor.pids, ...(server.pid ? { nats: server.pid } : {}) };
      const before = Object.fromEntries(Object.entries(pids).map(([k, pid]) => [k, cpuSeconds(pid)]));
      const result = await run(request);
      assertNoFailures(result, variant.name);
      const us = Object.fromEntries(
        Object.entries(pids).map(([k, pid]) => [
          k,
          Math.round((1e6 * (cpuSeconds(pid) - before[k])) / result.requests.total),
        ]),
      );
      results[variant.name].push({ rps: result.requests.average, p99: result.latency.p99, us });
      console.log(
        `round ${round} ${variant.name.padEnd(16)} ${result.requests.average.toFixed(0).padStart(6)} req/s  CPU µs/req ${JSON.stringify(us)}`,
      );
    } finally {
      floor.stop();
      await server.stop();
    }
  }
  console.log(`round ${round} bare             ${bare.requests.average.toFixed(0).padStart(6)} req/s`);
}
hello.close();

console.log(`\nmedians over ${ROUNDS} rounds of ${SECONDS} s:`);
const bareMedian = median(results.bare.map((r) => r.rps));
for (const [name, runs] of Object.entries(results)) {
  const rps = median(runs.map((r) => r.rps));
  const cpu = runs[0]?.us
    ? Object.keys(runs[0].us)
        .map((k) => `${k} ${median(runs.map((r) => r.us[k]))} µs`)
        .join(', ')
    : '';
  console.log(
    `  ${name.padEnd(16)} ${rps.toFixed(0).padStart(6)} req/s  ${(rps / bareMedian).toFixed(3)} of bare  ${cpu}`,
  );
}
process.exit(0);
