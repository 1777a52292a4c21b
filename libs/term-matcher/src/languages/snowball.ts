/**
 * Snowball stemmers from `multilingual-stemmer` (Snowball compiled to WebAssembly).
 *
 * The package is ESM-only with a top-level await, which CommonJS (Nest, Jest) cannot require,
 * so its WebAssembly module is instantiated here directly with the few imports it needs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ALGORITHMS = [
  'arabic',
  'armenian',
  'basque',
  'catalan',
  'czech',
  'danish',
  'dutch',
  'english',
  'esperanto',
  'estonian',
  'finnish',
  'french',
  'german',
  'greek',
  'hindi',
  'hungarian',
  'indonesian',
  'irish',
  'italian',
  'lithuanian',
  'nepali',
  'norwegian',
  'persian',
  'polish',
  'portuguese',
  'romanian',
  'russian',
  'serbian',
  'sesotho',
  'spanish',
  'swedish',
  'tamil',
  'turkish',
  'yiddish',
] as const;
export type SnowballAlgorithm = (typeof ALGORITHMS)[number];

interface StemmerExports {
  memory: WebAssembly.Memory;
  stemmer_new(language: number): number;
  stemmer_stem(stemmer: number, ptr: number, len: number): [number, number];
  __wbindgen_malloc(size: number, align: number): number;
  __wbindgen_free(ptr: number, size: number, align: number): void;
  __wbindgen_externrefs?: WebAssembly.Table;
  __wbindgen_start?: () => void;
}

let wasm: StemmerExports | null | undefined;
const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8');

const WASM_IN_PACKAGE = join('multilingual-stemmer', 'dist', 'browser', 'index_bg.wasm');

/**
 * The WebAssembly file, looked up where `require` would look for the package (every
 * node_modules upward from here, then NODE_PATH and the global folders), so a dist/ copied away
 * from its node_modules finds it through NODE_PATH. The package's exports name no CommonJS entry
 * and no package.json, so `require.resolve` itself cannot be asked.
 */
export function findStemmerWasm(searchPaths = require.resolve.paths('multilingual-stemmer') ?? []): string | null {
  for (const dir of searchPaths) {
    const candidate = join(dir, WASM_IN_PACKAGE);
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

function instantiate(): StemmerExports {
  const path = findStemmerWasm();
  if (!path) throw new Error(`${WASM_IN_PACKAGE} is in none of the node_modules folders require would search`);
  const module = new WebAssembly.Module(readFileSync(path));
  let exports: StemmerExports | null = null;
  // The imports run only once the instance exists (from __wbindgen_start or a stemmer call).
  const instanceExports = (): StemmerExports => {
    if (exports === null) throw new Error('multilingual-stemmer called an import before it was instantiated');
    return exports;
  };
  const readString = (ptr: number, len: number) => readUtf8(instanceExports(), ptr, len);
  const env: Record<string, Record<string, (...args: number[]) => void>> = {};
  for (const imp of WebAssembly.Module.imports(module)) {
    env[imp.module] ??= {};
    if (imp.name.includes('throw')) {
      env[imp.module][imp.name] = (ptr: number, len: number) => {
        throw new Error(readString(ptr, len));
      };
    } else if (imp.name.includes('init_externref_table')) {
      env[imp.module][imp.name] = () => {
        const table = instanceExports().__wbindgen_externrefs;
        if (!table) throw new Error('multilingual-stemmer exports no externref table');
        const offset = table.grow(4);
        table.set(0, undefined);
        table.set(offset + 0, undefined);
        table.set(offset + 1, null);
        table.set(offset + 2, true);
        table.set(offset + 3, false);
      };
    } else {
      env[imp.module][imp.name] = () => undefined;
    }
  }
  const instance = new WebAssembly.Instance(module, env);
  exports = instance.exports as unknown as StemmerExports;
  exports.__wbindgen_start?.();
  return exports;
}

export type StemFn = (folded: string) => string;

/** A stemming function for the algorithm, or null when the WebAssembly module is absent. */
export function snowballStemmer(algorithm: SnowballAlgorithm): StemFn | null {
  if (wasm === undefined) {
    try {
      wasm = instantiate();
    } catch (error) {
      wasm = null;
      // Once per process: matching goes on without stems (lemmas and exact forms), which a
      // deployment should hear about rather than find in its counts.
      process.emitWarning(`Snowball stemmers unavailable, terms match without stems: ${(error as Error).message}`, {
        code: 'SNOWBALL_UNAVAILABLE',
      });
    }
  }
  const w = wasm;
  if (!w) return null;
  const handle = w.stemmer_new(ALGORITHMS.indexOf(algorithm));
  return (word: string) => {
    const bytes = encoder.encode(word);
    const ptr = w.__wbindgen_malloc(bytes.length, 1) >>> 0;
    new Uint8Array(w.memory.buffer, ptr, bytes.length).set(bytes);
    const [outPtr, outLen] = w.stemmer_stem(handle, ptr, bytes.length);
    const result = readUtf8(w, outPtr, outLen);
    w.__wbindgen_free(outPtr, outLen, 1);
    return result;
  };
}

function readUtf8(w: StemmerExports, ptr: number, len: number): string {
  return decoder.decode(new Uint8Array(w.memory.buffer, ptr >>> 0, len));
}
