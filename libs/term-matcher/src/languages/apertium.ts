/**
 * Apertium morphological analysers (`lt-proc -z` on a language's .automorf.bin, GPL data run
 * as a separate process). They know irregular forms (went -> go, людьми -> человек) that
 * Hunspell's affix rules do not. Lookups are asynchronous, so words are resolved in batches by
 * `prepare` before the synchronous matcher runs; `lemmas` only reads the cache.
 */
import { ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Lemmatizer } from './types';

const LT_PROC_PATHS = ['/usr/bin/lt-proc', '/usr/local/bin/lt-proc'];
const CACHE_LIMIT = 400_000;
const TIMEOUT_MS = 10_000;
// Words are sent one a line: lt-proc spells its multi-word units (`in front of`) with spaces and
// does not read a line break as one (words it joined all the same are asked again with the safe
// separator). A full stop on a line of its own between words doubles the tokens the analyser reads,
// and its CPU time.
const SEPARATOR = '\n';
const SAFE_SEPARATOR = '\n.\n';
const WORD = /^[\p{L}\p{M}\p{N}]+$/u;

/** Parses lt-proc output: ^surface/lemma<tags>/lemma<tags>$ ... -> surface -> lemmas (null: unknown). */
export function parseAnalyses(output: string): Map<string, string[] | null> {
  const result = new Map<string, string[] | null>();
  for (const m of output.matchAll(/\^((?:\\.|[^$])*)\$/g)) {
    const parts = m[1].split('/');
    const surface = parts[0];
    // A multi-word unit (its words are asked again apart) or the safe separator.
    if (/\s/.test(surface) || surface === '.') continue;
    if (parts.length < 2 || parts[1].startsWith('*')) {
      if (!result.has(surface)) result.set(surface, null);
      continue;
    }
    const lemmas = new Set<string>(result.get(surface) ?? []);
    for (const analysis of parts.slice(1)) {
      // Contractions (del = de+el) are not dictionary forms of the whole word.
      if (analysis.includes('+')) continue;
      const lemma = analysis
        .replace(/<[^>]*>/g, '')
        .replace(/#.*$/, '')
        .trim();
      if (lemma && !lemma.includes(' ')) lemmas.add(lemma);
    }
    result.set(surface, lemmas.size > 0 ? [...lemmas] : null);
  }
  return result;
}

class ApertiumProcess implements Lemmatizer {
  readonly name: string;
  private readonly cache = new Map<string, readonly string[] | null>();
  /** Words sent to the analyser whose answer has not come yet. */
  private readonly pending = new Set<string>();
  private proc: ChildProcessWithoutNullStreams | null = null;
  private broken = false;
  private failures = 0;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly ltProc: string,
    private readonly bin: string,
    mode: string,
  ) {
    this.name = `apertium:${mode}`;
  }

  lemmas(word: string): readonly string[] | null {
    return this.cache.get(word) ?? null;
  }

  prepare(words: readonly string[]): Promise<void> {
    // Words with compatibility characters (ligatures) are not sent: the analyser folds them.
    const wanted = words.filter(
      (w) => !this.cache.has(w) && WORD.test(w) && w.normalize('NFKC') === w.normalize('NFC'),
    );
    if (wanted.length === 0 || this.broken) return Promise.resolve();
    // Words an earlier batch is already asking about (the analysis ahead of a bulk import's
    // terms) are joined, not sent twice: batches run in order, so the tail of the queue is enough.
    const todo = [...new Set(wanted.filter((w) => !this.pending.has(w)))];
    if (todo.length === 0) return this.queue;
    for (const word of todo) this.pending.add(word);
    const run = this.queue
      .then(() => this.analyse(todo))
      .catch(() => {
        // The process is restarted on the next batch; three failures in a row disable it.
        this.failures++;
        if (this.failures >= 3) this.broken = true;
      })
      .finally(() => {
        for (const word of todo) this.pending.delete(word);
      });
    this.queue = run;
    return run;
  }

  close(): void {
    this.proc?.kill();
    this.proc = null;
  }

  private start(): ChildProcessWithoutNullStreams {
    if (this.proc) return this.proc;
    const proc = spawn(this.ltProc, ['-z', '-w', this.bin], { stdio: ['pipe', 'pipe', 'pipe'] });
    proc.on('exit', () => {
      if (this.proc === proc) this.proc = null;
    });
    proc.on('error', () => {
      this.broken = true;
    });
    // Writing to an analyser that has just died must not crash the host.
    proc.stdin.on('error', () => undefined);
    this.proc = proc;
    this.hold(false);
    return proc;
  }

  /** The idle analyser must not keep the host process alive; a pending request must. */
  private hold(busy: boolean): void {
    const proc = this.proc;
    if (!proc) return;
    for (const h of [proc, proc.stdin, proc.stdout, proc.stderr] as unknown as { ref?(): void; unref?(): void }[]) {
      if (busy) h.ref?.();
      else h.unref?.();
    }
  }

  private async analyse(words: string[]): Promise<void> {
    const analyses = await this.request(words, SEPARATOR);
    // Words the analyser read into a multi-word unit across a line break, should a version do so.
    const joined = words.filter((w) => !analyses.has(w));
    if (joined.length > 0)
      for (const [w, lemmas] of await this.request(joined, SAFE_SEPARATOR)) analyses.set(w, lemmas);
    this.store(words, analyses);
  }

  private request(words: string[], separator: string): Promise<Map<string, string[] | null>> {
    const proc = this.start();
    this.hold(true);
    return new Promise((resolve, reject) => {
      // Bytes are collected until the NUL that ends the answer, so that a multi-byte character
      // split across chunks is decoded whole.
      const chunks: Buffer[] = [];
      const onData = (chunk: Buffer) => {
        chunks.push(chunk);
        if (!chunk.includes(0)) return;
        const out = Buffer.concat(chunks).toString('utf8');
        proc.stdout.off('data', onData);
        proc.off('exit', onExit);
        proc.off('error', onExit);
        clearTimeout(timer);
        this.failures = 0;
        this.hold(false);
        resolve(parseAnalyses(out.slice(0, out.indexOf('\0'))));
      };
      const onExit = () => {
        clearTimeout(timer);
        reject(new Error('lt-proc exited'));
      };
      // A stuck analyser must not hold a request: give up on it (the words stay unknown).
      const timer = setTimeout(
        () => {
          proc.stdout.off('data', onData);
          proc.off('exit', onExit);
          this.close();
          reject(new Error('lt-proc timed out'));
        },
        TIMEOUT_MS + words.length / 10,
      );
      timer.unref();
      proc.stdout.on('data', onData);
      proc.once('exit', onExit);
      proc.once('error', onExit);
      proc.stdin.write(words.join(separator) + '\0');
    });
  }

  private store(words: string[], analyses: Map<string, string[] | null>): void {
    if (this.cache.size + words.length > CACHE_LIMIT) this.cache.clear();
    for (const w of words) this.cache.set(w, analyses.get(w) ?? null);
  }
}

export function apertiumLemmatizer(dir: string, mode: string): Lemmatizer | null {
  const ltProc = LT_PROC_PATHS.find((p) => existsSync(p));
  const bin = `${dir}/${mode}.automorf.bin`;
  if (!ltProc || !existsSync(bin)) return null;
  return new ApertiumProcess(ltProc, bin, mode);
}
