// Where the CPU time of a `node --cpu-prof` profile goes, per layer of our stack: self time of
// every sampled function, grouped by the package or source folder it comes from. Used to write
// the per-layer table in apps/gateway/README.md.
//
//   PROFILE_APPS=gateway,translation PROFILE_DIR=/tmp/prof node bench/translate-cached.mjs
//   node bench/profile-layers.mjs /tmp/prof/<file>.cpuprofile [--top 25]
import { readFileSync } from 'node:fs';

const [file] = process.argv.slice(2);
const topIndex = process.argv.indexOf('--top');
const TOP = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 25;
const profile = JSON.parse(readFileSync(file, 'utf8'));

/** The layer a function belongs to, read from its script URL. */
function layerOf({ url, functionName }) {
  if (!url) return functionName.startsWith('(') ? functionName : 'node (native)';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const own = url.match(/dist\/((?:apps|libs)\/[^/]+\/src\/[^/]+)/);
  return own ? own[1] : url;
}

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfSamples = new Map();
for (const id of profile.samples) selfSamples.set(id, (selfSamples.get(id) ?? 0) + 1);
const total = profile.samples.length;
const byLayer = new Map();
const byFunction = new Map();
for (const [id, count] of selfSamples) {
  const { callFrame } = byId.get(id);
  const layer = layerOf(callFrame);
  byLayer.set(layer, (byLayer.get(layer) ?? 0) + count);
  const name = `${callFrame.functionName || '(anonymous)'} ${layer}:${callFrame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + count);
}
// Inclusive: a sample counts once for every layer on its stack (a layer and what it calls).
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const inclusive = new Map();
for (const [id, count] of selfSamples) {
  const layers = new Set();
  for (let at = id; at !== undefined; at = parentOf.get(at)) layers.add(layerOf(byId.get(at).callFrame));
  for (const layer of layers) inclusive.set(layer, (inclusive.get(layer) ?? 0) + count);
}
const busy = total - (byLayer.get('(idle)') ?? 0);
const pct = (n, of) => `${((100 * n) / of).toFixed(1).padStart(5)} %`;
const print = (title, map) => {
  console.log(`\n${title} (share of busy samples; ${busy} of ${total} busy)`);
  for (const [name, n] of [...map]
    .filter(([k]) => k !== '(idle)')
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP))
    console.log(`  ${pct(n, busy)}  ${name}`);
};
print('by layer', byLayer);
print('by layer, inclusive of what it calls', inclusive);
print('by function (self time)', byFunction);
