/**
 * Hunspell through Debian's libhunspell and the `koffi` FFI: `Hunspell_stem` gives the
 * dictionary forms of a word. Dictionaries that are not UTF-8 (pl, sl, lt, nb, et, el, id, bs)
 * are talked to in their own 8-bit encoding, read from the `SET` line of the .aff file.
 */
import { existsSync } from 'node:fs';
import { cFunction, loadKoffi } from './native';

export const HUNSPELL_DIR = '/usr/share/hunspell';

interface HunspellApi {
  create(aff: string, dic: string): unknown;
  analyze(handle: unknown, out: unknown[], word: Uint8Array): number;
  encoding(handle: unknown): string;
  spell(handle: unknown, word: Uint8Array): number;
  freeList(handle: unknown, list: unknown, n: number): void;
  strlen(p: unknown): number;
  decodePointers(p: unknown, n: number): unknown[];
  decodeBytes(p: unknown, n: number): Uint8Array;
  /** A NUL-terminated UTF-8 string, decoded by koffi itself (six times cheaper than bytes first). */
  decodeUtf8(p: unknown): string;
}

let api: HunspellApi | null | undefined;

function loadApi(): HunspellApi | null {
  try {
    const koffi = loadKoffi();
    const lib = koffi.load('libhunspell-1.7.so.0');
    const libc = koffi.load('libc.so.6');
    const encoding = cFunction<(h: unknown) => string | null>(lib, 'const char* Hunspell_get_dic_encoding(void*)');
    const strlen = cFunction<(p: unknown) => number | bigint>(libc, 'size_t strlen(void*)');
    return {
      create: cFunction<HunspellApi['create']>(lib, 'void* Hunspell_create(const char*, const char*)'),
      analyze: cFunction<HunspellApi['analyze']>(lib, 'int Hunspell_analyze(void*, _Out_ void**, const uint8_t*)'),
      encoding: (h) => String(encoding(h)),
      spell: cFunction<HunspellApi['spell']>(lib, 'int Hunspell_spell(void*, const uint8_t*)'),
      freeList: cFunction<HunspellApi['freeList']>(lib, 'void Hunspell_free_list(void*, void**, int)'),
      strlen: (p) => Number(strlen(p)),
      decodePointers: (p, n) => koffi.decode(p, 'void*', n) as unknown[],
      decodeBytes: (p, n) => Uint8Array.from(koffi.decode(p, 'uint8_t', n) as number[]),
      decodeUtf8: (p) => koffi.decode(p, 'char', -1) as string,
    };
  } catch {
    return null;
  }
}

function hunspellApi(): HunspellApi | null {
  if (api === undefined) api = loadApi();
  return api;
}

interface Codec {
  encode(word: string): Uint8Array | null;
  /** The NUL-terminated string at `p`. */
  read(ffi: HunspellApi, p: unknown): string;
}

const utf8Codec: Codec = {
  encode: (w) => {
    const b = Buffer.from(w + '\0', 'utf8');
    return new Uint8Array(b.buffer, b.byteOffset, b.length);
  },
  read: (ffi, p) => ffi.decodeUtf8(p),
};

function eightBitCodec(encoding: string): Codec {
  const label = encoding
    .toLowerCase()
    .replace(/^iso8859/, 'iso-8859')
    .replace(/^microsoft-cp/, 'windows-');
  const decoder = new TextDecoder(label);
  const toByte = new Map<string, number>();
  for (let b = 255; b >= 0; b--) toByte.set(decoder.decode(Uint8Array.of(b)), b);
  return {
    encode: (w) => {
      const out = new Uint8Array(w.length + 1);
      for (let i = 0; i < w.length; i++) {
        const b = toByte.get(w[i]);
        if (b === undefined) return null;
        out[i] = b;
      }
      return out;
    },
    read: (ffi, p) => decoder.decode(ffi.decodeBytes(p, ffi.strlen(p))),
  };
}

export class HunspellDictionary {
  private constructor(
    private readonly h: unknown,
    private readonly codec: Codec,
    private readonly ffi: HunspellApi,
  ) {}

  /** Opens /usr/share/hunspell/<name>.aff/.dic; null when the library or files are absent. */
  static open(name: string, dir = HUNSPELL_DIR): HunspellDictionary | null {
    const aff = `${dir}/${name}.aff`;
    const dic = `${dir}/${name}.dic`;
    const ffi = hunspellApi();
    if (!ffi || !existsSync(aff) || !existsSync(dic)) return null;
    const handle = ffi.create(aff, dic);
    const encoding = ffi.encoding(handle);
    const codec = /^utf-?8$/i.test(encoding) ? utf8Codec : eightBitCodec(encoding);
    return new HunspellDictionary(handle, codec, ffi);
  }

  spell(word: string): boolean {
    const w = this.codec.encode(word);
    return w !== null && this.ffi.spell(this.h, w) !== 0;
  }

  /**
   * Morphological analyses of a word: each has the dictionary stem (`st:`) and the affix flags
   * that produced the form (`fl:`).
   */
  analyses(word: string): { stem: string; flags: string[] }[] {
    const w = this.codec.encode(word);
    if (w === null) return [];
    const out: unknown[] = [null];
    const n = this.ffi.analyze(this.h, out, w);
    if (n <= 0) return [];
    const result: { stem: string; flags: string[] }[] = [];
    for (const p of this.ffi.decodePointers(out[0], n)) {
      const line = this.codec.read(this.ffi, p);
      const stem = /(?:^|\s)st:(\S+)/.exec(line);
      if (!stem) continue;
      result.push({ stem: stem[1], flags: [...line.matchAll(/(?:^|\s)fl:(\S+)/g)].map((m) => m[1]) });
    }
    this.ffi.freeList(this.h, out, n);
    return result;
  }
}
