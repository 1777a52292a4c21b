// Benchmark (issue 35): compressed request bodies that inflate to 1 GiB, sent as an attacker with
// a valid key would, 20 of them 4 at a time (gzip, deflate and br in turn), while another client
// translates a sentence every 100 ms. Prints the gateway's resident memory before, at its highest
// and after, how long the refusals took, and whether the other client was answered throughout.
// Goal: every bomb a 413, the gateway within 50 MB of where it started, every other request a 200.
//
//   npm run build && node bench/request-body-bombs.mjs [--bombs 20] [--concurrency 4] [--gib 1]
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants, createBrotliCompress, createDeflate, createGzip } from 'node:zlib';
import { arg, median, startBenchCluster } from './translate-cluster.mjs';

const BOMBS = arg('bombs', 20);
const CONCURRENCY = arg('concurrency', 4);
const GIB = arg('gib', 1);
const GOAL_MB = 50;

const ENCODERS = {
  gzip: () => createGzip({ level: 9 }),
  deflate: () => createDeflate({ level: 9 }),
  br: () => createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
};

/** `{"text":"` and GIB gibibytes of spaces, compressed: about 1 MB of gzip or deflate. */
const bomb = (encoding) =>
  pipeline(
    Readable.from(
      (function* () {
        yield '{"text":"';
        for (let i = 0; i < GIB * 1024; i++) yield SPACES;
      })(),
    ),
    ENCODERS[encoding](),
    async (compressed) => {
      const chunks = [];
      for await (const chunk of compressed) chunks.push(chunk);
      return Buffer.concat(chunks);
    },
  );
const SPACES = Buffer.alloc(1024 * 1024, ' ');

const residentMb = (pid) => Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

const encodings = Object.keys(ENCODERS);
const bodies = Object.fromEntries(await Promise.all(encodings.map(async (e) => [e, await bomb(e)])));
for (const e of encodings) console.log(`${e} bomb: ${bodies[e].length.toLocaleString('en')} bytes -> ${GIB} GiB`);

const cluster = await startBenchCluster({ apps: ['auth', 'translation'] });
let exitCode = 1;
try {
  const gatewayPid = cluster.pids.gateway;
  const send = (body, headers = {}) =>
    fetch(`${cluster.baseUrl}/v1/translation/translate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': cluster.key, ...headers },
      body,
    });
  const sentence = JSON.stringify({ sourceLanguage: 'en', targetLanguage: 'es', text: 'The house is small.' });
  for (let i = 0; i < 5; i++) await (await send(sentence)).text();
  const before = residentMb(gatewayPid);
  let highest = before;
  const sampler = setInterval(() => (highest = Math.max(highest, residentMb(gatewayPid))), 50);

  let attacking = true;
  const bystander = (async () => {
    const answers = [];
    while (attacking) {
      const started = performance.now();
      const response = await send(sentence);
      await response.text();
      answers.push({ status: response.status, ms: performance.now() - started });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return answers;
  })();
  const queue = Array.from({ length: BOMBS }, (_, i) => encodings[i % encodings.length]);
  const refusals = [];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let encoding = queue.shift(); encoding; encoding = queue.shift()) {
        const started = performance.now();
        const response = await send(bodies[encoding], { 'content-encoding': encoding });
        await response.text();
        refusals.push({ status: response.status, ms: performance.now() - started });
      }
    }),
  );
  attacking = false;
  const answers = await bystander;
  clearInterval(sampler);
  const after = residentMb(gatewayPid);

  const all413 = refusals.every((r) => r.status === 413);
  const allAnswered = answers.every((a) => a.status === 200);
  const grown = after - before;
  console.log(`refusals: ${refusals.length}, statuses ${[...new Set(refusals.map((r) => r.status))].join(',')}`);
  console.log(
    `refusal time: median ${median(refusals.map((r) => r.ms)).toFixed(0)} ms, slowest ${Math.max(...refusals.map((r) => r.ms)).toFixed(0)} ms`,
  );
  console.log(
    `other client: ${answers.length} requests, ${answers.filter((a) => a.status === 200).length} answered 200, slowest ${Math.max(...answers.map((a) => a.ms)).toFixed(0)} ms`,
  );
  console.log(
    `gateway RSS: ${before.toFixed(1)} MB before, ${highest.toFixed(1)} MB at most, ${after.toFixed(1)} MB after (${grown >= 0 ? '+' : ''}${grown.toFixed(1)} MB)`,
  );
  const met = all413 && allAnswered && grown <= GOAL_MB;
  console.log(`goal (every bomb 413, every other request 200, RSS within ${GOAL_MB} MB): ${met ? 'met' : 'NOT met'}`);
  exitCode = met ? 0 : 1;
} finally {
  await cluster.stop();
}
process.exit(exitCode);
