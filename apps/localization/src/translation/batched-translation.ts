import { ErrorCode } from '@app/contracts';
import { textNotTranslated } from './translation.errors';
import { BatchItem, MAX_TEXTS_PER_CALL } from './translate-batch.client';

/** How distinct texts go to the translation service: one call per batch, a few in flight. */
export interface BatchRun {
  /** One call of at most MAX_TEXTS_PER_CALL texts. */
  send: (texts: string[]) => Promise<BatchItem[]>;
  concurrency: number;
  targetLanguage: string;
  /** After each batch of the first pass: texts answered so far, and in all (progress). */
  onBatch?: (done: number, total: number) => Promise<void>;
}

/** Runs `work` over `items` with at most `limit` in flight, keeping the order of results. */
export async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  });
  await Promise.all(lanes);
  return results;
}

/** A lookup of a key put in the map just before: a miss is a bug here, not bad input. */
export function known<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error('batched translation: a text lost its translation');
  return value;
}

function chunk<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/**
 * Each distinct text once, in batches; an item that failed for a passing reason gets one second
 * chance at once, and an item that still fails throws (a file with holes is not a finished file).
 */
export async function translateDistinct(texts: string[], run: BatchRun): Promise<Map<string, string>> {
  const distinct = [...new Set(texts)];
  const batches = chunk(distinct, MAX_TEXTS_PER_CALL);
  let done = 0;
  const answers = await mapLimited(batches, run.concurrency, async (batch) => {
    const answer = await run.send(batch);
    done += batch.length;
    await run.onBatch?.(done, distinct.length);
    return answer;
  });
  const items = new Map<string, BatchItem>();
  batches.forEach((batch, b) => batch.forEach((text, i) => items.set(text, answers[b][i])));
  const retry = distinct.filter((text) => isTransient(known(items, text)));
  for (const batch of chunk(retry, MAX_TEXTS_PER_CALL)) {
    const again = await run.send(batch);
    batch.forEach((text, i) => items.set(text, again[i]));
  }
  return new Map(distinct.map((text) => [text, contentOf(known(items, text), text, run.targetLanguage)]));
}

const TRANSIENT = new Set<string>([ErrorCode.ENGINE_UNAVAILABLE, ErrorCode.INTERNAL, ErrorCode.RATE_LIMITED]);
const isTransient = (item: BatchItem) => 'error' in item && TRANSIENT.has(item.error.code);

const ERROR_CODES = new Set<string>(Object.values(ErrorCode));
const isErrorCode = (code: string): code is ErrorCode => ERROR_CODES.has(code);

function contentOf(item: BatchItem, text: string, targetLanguage: string): string {
  if ('content' in item) return item.content;
  const code = isErrorCode(item.error.code) ? item.error.code : ErrorCode.INTERNAL;
  throw textNotTranslated(text, targetLanguage, item.error.message, code);
}
