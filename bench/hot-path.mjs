// Benchmark: what each in-process piece of libs/common/src/hot-path buys, as CPU time per call on
// what a cached translation runs through, with the piece and without it (stock Nest, stock
// class-validator, stock Node). Each variant runs in a process of its own (some pieces patch
// globals), in alternating rounds, and is timed by process.cpuUsage(), which a shared machine's
// load inflates far less than wall time. The pieces that need a cluster (coalesced writes, the
// reply mux, the interceptor chain) are measured by bench/ab-cached.mjs instead.
//
//   npm run build && node bench/hot-path.mjs [--rounds 5] [--iterations 20000]
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build, ROOT } from '../scripts/lib/dependencies.mjs';
import { arg, median } from './translate-cluster.mjs';

const ROUNDS = arg('rounds', 5);
const ITERATIONS = arg('iterations', 20_000);
const dist = (path) => join(ROOT, 'dist', path);

/** Validation of the cached translate's message: the gateway's body, then the service's request. */
const VALIDATION = {
  stock: [],
  'hot-path': ['checkValidationCompiled', 'copyMessagesPlainly'],
  'without compiled check': ['memoizeValidationMetadata', 'copyMessagesPlainly'],
  'without plain copy': ['checkValidationCompiled'],
  // The compiled check is kept per rule list, so it needs the cache: both go.
  'without metadata cache': ['copyMessagesPlainly'],
};

const CASES = {
  'gateway body validation': Object.keys(VALIDATION),
  'service message validation': Object.keys(VALIDATION),
  'AsyncResource bind + call': ['node', 'hot-path'],
  'gateway translate message': ['rest pattern', 'key loop'],
  'translation run options': ['spread then properties', 'Object.assign'],
};

/** Answers a function that does one call of the case's work. */
function workOf(name, variant) {
  const require = createRequire(dist('libs/common/src/index.js'));
  require('reflect-metadata');
  if (name === 'gateway body validation' || name === 'service message validation') {
    const gateway = name.startsWith('gateway');
    const metatype = gateway
      ? require(dist('apps/gateway/src/translation/dto/translate.body.js')).TranslateBody
      : require(dist('libs/contracts/src/index.js')).TranslateRequest;
    const hotPath = require(dist('libs/common/src/hot-path/index.js'));
    for (const install of VALIDATION[variant]) hotPath[install]();
    const pipe = gateway
      ? require(dist('apps/gateway/src/envelope/validation.pipe.js')).createHttpValidationPipe()
      : require(dist('libs/common/src/errors/rpc-validation.pipe.js')).createRpcValidationPipe();
    const message = JSON.stringify({
      sourceLanguage: 'en',
      targetLanguage: 'es',
      text: 'Hello world',
      ...(!gateway && { caller: { organizationId: '3f0a8f5e-7c1b-4a57-9a5e-0d4f3c2b1a00', keyId: 'key-1' } }),
    });
    return () => pipe.transform(JSON.parse(message), { type: 'body', metatype });
  }
  if (name === 'AsyncResource bind + call') {
    if (variant === 'hot-path') require(dist('libs/common/src/hot-path/index.js')).lightenAsyncResourceBind();
    const { AsyncResource } = require('node:async_hooks');
    return () => new AsyncResource('bench').bind((x) => x + 1)(1);
  }
  const body = { sourceLanguage: 'en', targetLanguage: 'es', text: 'Hello world', glossaryId: undefined };
  if (name === 'gateway translate message') {
    const FORM_FIELDS = new Set(['textContent', 'text', 'fileContent']);
    if (variant === 'rest pattern')
      return () => {
        // eslint-disable-next-line no-unused-vars
        const { textContent, text, fileContent, ...options } = body;
        return options;
      };
    return () => {
      const options = {};
      for (const key of Object.keys(body)) if (!FORM_FIELDS.has(key)) options[key] = body[key];
      return options;
    };
  }
  if (variant === 'spread then properties') return () => ({ ...body, fluency: false, requestId: 'r' });
  return () => Object.assign({}, body, { fluency: false, requestId: 'r' });
}

async function child(name, variant) {
  const work = workOf(name, variant);
  for (let i = 0; i < ITERATIONS / 4; i++) await work(); // warm-up: V8 optimises before the timing
  const before = process.cpuUsage();
  for (let i = 0; i < ITERATIONS; i++) await work();
  const used = process.cpuUsage(before);
  process.stdout.write(JSON.stringify((used.user + used.system) / ITERATIONS));
}

const childAt = process.argv.indexOf('--child');
if (childAt >= 0) {
  await child(process.argv[childAt + 1], process.argv[childAt + 2]);
  process.exit(0);
}

if (!existsSync(dist('libs/common/src/hot-path/index.js'))) build();
const results = Object.fromEntries(
  Object.entries(CASES).map(([name, variants]) => [name, Object.fromEntries(variants.map((v) => [v, []]))]),
);
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, variants] of Object.entries(CASES)) {
    // Alternate the order, so that neither variant always runs first.
    for (const variant of round % 2 === 0 ? variants : [...variants].reverse()) {
      const run = spawnSync(
        process.execPath,
        [process.argv[1], '--child', name, variant, '--iterations', String(ITERATIONS)],
        {
          encoding: 'utf8',
        },
      );
      if (run.status !== 0) throw new Error(`${name} / ${variant}: ${run.stderr}`);
      results[name][variant].push(Number(run.stdout));
    }
  }
}
console.log(`\nCPU time per call, median of ${ROUNDS} rounds of ${ITERATIONS} calls (each variant in its own process)`);
for (const [name, variants] of Object.entries(results)) {
  console.log(`  ${name}`);
  for (const [variant, us] of Object.entries(variants))
    console.log(
      `    ${variant.padEnd(34)} ${median(us).toFixed(2).padStart(7)} µs  (${us.map((v) => v.toFixed(2)).join(', ')})`,
    );
}
console.log(
  `FIGURES ${JSON.stringify(Object.fromEntries(Object.entries(results).map(([n, vs]) => [n, Object.fromEntries(Object.entries(vs).map(([v, us]) => [v, median(us)]))])))}`,
);
