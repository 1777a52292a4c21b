// Where the CPU time of a `node --cpu-prof` profile goes, per layer of our stack. Each busy
// sample goes to the innermost frame on its stack that belongs to a known layer (JSON.parse
// called by class-transformer counts as validation; a socket write called by nats.js as the
// NATS client), so the shares add up to 100 %. Module loading at boot is left out.
//
//   PROFILE_APPS=gateway,translation PROFILE_DIR=/tmp/prof node bench/translate-cached.mjs
//   node bench/profile-layers.mjs /tmp/prof/<file>.cpuprofile [--top 15]
import { readFileSync } from 'node:fs';

const LAYERS = [
  // Our write coalescing and reply mux around nats.js count as the NATS client too.
  ['NATS client (nats.js)', /node_modules\/nats\/|hot-path\/(coalesced-writes|reply-mux)/],
  ['Nest microservice layer (ServerNats, packets)', /@nestjs\/microservices/],
  [
    'validation (class-validator, class-transformer)',
    /class-validator|class-transformer|validation\.pipe|hot-path\/(validation-metadata|compiled-validation|plain-copy)/,
  ],
  ['body parsing', /body-parser|raw-body|iconv-lite|http\/body-parsers|raw-body\.check|json-depth/],
  ['security headers (helmet)', /helmet|security-headers/],
  ['multipart (multer, @fastify/multipart)', /multer|busboy|fastify\/multipart|uploads\//],
  ['Express (router, response)', /node_modules\/(express|router|send|etag|finalhandler)\/|platform-express/],
  ['Fastify', /node_modules\/(fastify|find-my-way|avvio|@fastify\/(?!multipart))|platform-fastify/],
  ['API key and rate-limit guards, rate limiter', /gateway\/src\/(auth|rate-limit)\/|common\/src\/limits\//],
  // OpenTelemetry by package, to see where tracing's CPU goes (issue 13).
  ['OpenTelemetry HTTP instrumentation', /@opentelemetry\/instrumentation-http/],
  ['OpenTelemetry undici (fetch) instrumentation', /@opentelemetry\/instrumentation-undici/],
  ['OpenTelemetry export (OTLP exporter, protobuf/JSON)', /@opentelemetry\/(otlp-|exporter-)|protobufjs/],
  ['OpenTelemetry context (AsyncLocalStorage)', /@opentelemetry\/context-async-hooks/],
  ['OpenTelemetry spans (sdk-trace, core, resources)', /@opentelemetry\/(sdk-trace|core|resources|sdk-node)/],
  ['OpenTelemetry API, shimmer, other', /@opentelemetry|shimmer|require-in-the-middle|import-in-the-middle/],
  ['telemetry (metrics, our tracing code)', /prom-client|observability/],
  ['logging', /pino|logging\//],
  ['Nest core (guards, pipes, interceptors runtime, RxJS)', /@nestjs\/(core|common)|node_modules\/rxjs/],
  ['database (TypeORM, pg)', /node_modules\/(typeorm|pg|pg-pool|pg-protocol)\//],
  ['translation service code (cache, runner, usage)', /apps\/translation\/src/],
  ['gateway code (controllers, envelope, errors)', /apps\/gateway\/src/],
  ['shared code (libs/*)', /\/libs\//],
];
// Only when no layer above is on the stack: helmet's setHeader is helmet's time, not Node's.
const NODE_HTTP = ['Node HTTP server', /^node:_http/];
// Module loading and boot: not the hot path, left out.
const BOOT = /cjs\/loader|esm\/(utils|loader|translators)|node:internal\/modules/;

const [file] = process.argv.slice(2);
const topIndex = process.argv.indexOf('--top');
const TOP = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 15;
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

function stackOf(id) {
  const urls = [];
  for (let at = id; at !== undefined; at = parentOf.get(at)) urls.push(byId.get(at).callFrame.url);
  return urls.filter(Boolean);
}

function layerOf(id) {
  const leaf = byId.get(id).callFrame.functionName;
  if (leaf === '(garbage collector)') return 'garbage collector';
  const urls = stackOf(id);
  for (const url of urls) {
    const layer = LAYERS.find(([, pattern]) => pattern.test(url));
    if (layer) return layer[0];
  }
  if (urls.some((url) => NODE_HTTP[1].test(url))) return NODE_HTTP[0];
  return 'Node runtime (timers, sockets, microtasks) and other';
}

const counts = new Map();
const functions = new Map();
let busy = 0;
for (const id of profile.samples) {
  const { functionName, url, lineNumber } = byId.get(id).callFrame;
  if (functionName === '(idle)' || functionName === '(program)') continue;
  if (stackOf(id).some((u) => BOOT.test(u))) continue;
  busy++;
  const layer = layerOf(id);
  counts.set(layer, (counts.get(layer) ?? 0) + 1);
  const name = `${functionName || '(anonymous)'} ${url.replace(/.*node_modules\//, '').replace(/.*dist\//, '')}:${lineNumber + 1}`;
  functions.set(name, (functions.get(name) ?? 0) + 1);
}
const pct = (n) => `${((100 * n) / busy).toFixed(1).padStart(5)} %`;
console.log(`${file}: ${busy} busy samples`);
console.log('\nby layer (innermost known layer on the stack)');
for (const [layer, n] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`  ${pct(n)}  ${layer}`);
console.log(`\ntop ${TOP} functions by self time`);
for (const [name, n] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${pct(n)}  ${name}`);
