/**
 * Hebrew dictionary forms from `hspell -l` (Debian hspell, AGPL, run as a separate process).
 * hspell reads and writes ISO-8859-8 and only answers at end of input, so each batch of words
 * is one short-lived process; answers are cached.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Lemmatizer } from './types';

const HSPELL = '/usr/bin/hspell';
const CACHE_LIMIT = 400_000;
const HEBREW_WORD = /^[\u05D0-\u05EA\u05F0-\u05F4"'׳״]+$/u;

const encoder = (s: string) =>
  Buffer.from(
    new Uint8Array(
      [...s].map((c) => {
        const code = c.charCodeAt(0);
        if (code >= 0x05d0 && code <= 0x05ea) return code - 0x05d0 + 0xe0;
        return code < 0x80 ? code : 0x20;
      }),
    ),
  );
const decoder = new TextDecoder('iso-8859-8');

/** Parses `hspell -l` output: a header line per word, then one indented line per analysis. */
export function parseHspell(output: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const line of output.split('\n')) {
    const header = /^[^\t:]+:\s*(\S+)\s*$/.exec(line);
    if (header && !line.startsWith('\t')) {
      const word = header[1].replace(/\+/g, '');
      current = result.get(word) ?? [];
      result.set(word, current);
      continue;
    }
    const analysis = /^\t([^(\s]+)\(/.exec(line);
    if (analysis && current && !current.includes(analysis[1])) current.push(analysis[1]);
  }
  return result;
}

export function hspellLemmatizer(): Lemmatizer | null {
  if (!existsSync(HSPELL)) return null;
  const cache = new Map<string, readonly string[] | null>();
  return {
    name: 'hspell',
    lemmas: (word) => cache.get(word) ?? null,
    prepare: async (words) => {
      const todo = [...new Set(words.filter((w) => !cache.has(w) && HEBREW_WORD.test(w)))];
      if (todo.length === 0) return;
      const output = await run(todo);
      if (cache.size + todo.length > CACHE_LIMIT) cache.clear();
      const parsed = parseHspell(output);
      for (const w of todo) {
        const lemmas = parsed.get(w);
        cache.set(w, lemmas && lemmas.length > 0 ? lemmas : null);
      }
    },
  };
}

function run(words: string[]): Promise<string> {
  return new Promise((resolve) => {
    const proc = spawn(HSPELL, ['-l'], { stdio: ['pipe', 'pipe', 'ignore'] });
    const chunks: Buffer[] = [];
    proc.stdout.on('data', (c: Buffer) => chunks.push(c));
    proc.on('error', () => resolve(''));
    proc.on('close', () => resolve(decoder.decode(Buffer.concat(chunks))));
    proc.stdin.end(encoder(words.join('\n') + '\n'));
  });
}
