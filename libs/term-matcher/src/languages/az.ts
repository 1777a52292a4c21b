/**
 * Russian dictionary forms from the `az` package (OpenCorpora dictionary, MIT code, CC BY-SA
 * data): it knows suppletive forms Hunspell misses (людей -> человек, шёл -> идти).
 */
import { dirname, join } from 'node:path';
import type { Lemmatizer } from './types';

interface AzParse {
  parser: string;
  normalize(): { word: string };
}
interface AzModule {
  Morph: ((word: string) => AzParse[]) & { init(path: string, cb: (err: unknown) => void): void };
}

let loading: Promise<Lemmatizer | null> | undefined;

export function azLemmatizer(): Promise<Lemmatizer | null> {
  loading ??= load();
  return loading;
}

async function load(): Promise<Lemmatizer | null> {
  let az: AzModule;
  let dicts: string;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- optional package, loaded on first use; its absence is handled below
    az = require('az') as AzModule;
    dicts = join(dirname(require.resolve('az/package.json')), 'dicts');
  } catch {
    return null;
  }
  const ok = await new Promise<boolean>((resolve) => az.Morph.init(dicts, (err) => resolve(!err)));
  if (!ok) return null;
  return {
    name: 'az:opencorpora',
    lemmas: (word) => {
      const parses = az.Morph(word).filter((p) => p.parser === 'Dictionary');
      if (parses.length === 0) return null;
      return [...new Set(parses.map((p) => p.normalize().word))];
    },
  };
}
