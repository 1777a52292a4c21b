/**
 * Snowball stemmers from `multilingual-stemmer` (Snowball compiled to WebAssembly).
 *
 * The package is ESM-only with a top-level await, which CommonJS (Nest, Jest) cannot require,
 * so its WebAssembly module is instantiated here directly with the few imports it needs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

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

function findWasm(): string | null {
  let dir = __dirname;
  for (;;) {
    const candidate = join(dir, 'node_modules', 'multilingual-stemmer', 'dist', 'browser', 'index_bg.wasm');
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

function instantiate(): StemmerExports | null {
  const path = findWasm();
  if (!path) return null;
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
    } catch {
      wasm = null;
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
