import { Injectable } from '@nestjs/common';
import { CallerContext, ErrorCode } from '@app/contracts';
import { LocalizationConfig } from '../config/localization.config';
import { keepWhitespaceShape, needsTranslation, protect } from '@app/placeholders';
import { IcuMessage, parseIcuMessage } from './icu-messages';
import { textNotTranslated } from './translation.errors';
import { BatchItem, MAX_TEXTS_PER_CALL, TranslateBatchClient } from './translate-batch.client';

export interface TranslationTarget {
  sourceLanguage: string;
  targetLanguage: string;
  caller: CallerContext;
}

/** Runs `work` over `items` with at most `limit` in flight, keeping the order of results. */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
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
function known<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error('table translator: a text lost its translation');
  return value;
}

function chunk<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/**
 * Translates a file's strings into one language: each distinct string goes to the translation
 * service once, which keeps its placeholders; ICU plural and select messages are translated
 * branch by branch and rebuilt here.
 */
@Injectable()
export class TableTranslator {
  constructor(
    private readonly client: TranslateBatchClient,
    private readonly config: LocalizationConfig,
  ) {}

  async translateAll(texts: string[], target: TranslationTarget): Promise<string[]> {
    if (target.sourceLanguage.toLowerCase() === target.targetLanguage.toLowerCase()) return [...texts];
    // ICU plural and select messages: each branch's text is translated, the syntax rebuilt.
    const messages = new Map<string, IcuMessage>();
    for (const text of new Set(texts)) {
      const message = parseIcuMessage(text, target.targetLanguage);
      if (message) messages.set(text, message);
    }
    const plain = texts.filter((t) => !messages.has(t));
    const branches = [...messages.values()].flatMap((m) => m.texts);
    const translated = await this.translatePlain([...plain, ...branches], target);
    const byText = new Map<string, string>();
    [...plain, ...branches].forEach((text, i) => byText.set(text, translated[i]));
    const rebuilt = new Map([...messages].map(([text, m]) => [text, m.rebuild(m.texts.map((t) => known(byText, t)))]));
    return texts.map((t) => rebuilt.get(t) ?? known(byText, t));
  }

  /**
   * Placeholders and markup are the translation service's to keep (its PlaceholderSafeEngine, the
   * one place every path goes through): texts go as they are, each distinct one once.
   */
  private async translatePlain(texts: string[], target: TranslationTarget): Promise<string[]> {
    // Nothing but placeholders (`{name}`, an ICU block): nothing to translate.
    const wanted = [...new Set(texts)].filter((t) => needsTranslation(protect(t).segments.join('')));
    const translated = await this.translateDistinct(wanted, target);
    return texts.map((t) => {
      const machine = translated.get(t);
      return machine === undefined ? t : keepWhitespaceShape(t, machine);
    });
  }

  private async translateDistinct(texts: string[], target: TranslationTarget): Promise<Map<string, string>> {
    const distinct = [...new Set(texts)];
    const batches = chunk(distinct, MAX_TEXTS_PER_CALL);
    const answers = await mapLimited(batches, this.config.TRANSLATION_CONCURRENCY, (batch) =>
      this.client.translate(batch, target.sourceLanguage, target.targetLanguage, target.caller),
    );
    const items = new Map<string, BatchItem>();
    batches.forEach((batch, b) => batch.forEach((text, i) => items.set(text, answers[b][i])));
    // One immediate second chance for items that failed for a passing reason.
    const retry = distinct.filter((text) => isTransient(known(items, text)));
    for (const batch of chunk(retry, MAX_TEXTS_PER_CALL)) {
      const again = await this.client.translate(batch, target.sourceLanguage, target.targetLanguage, target.caller);
      batch.forEach((text, i) => items.set(text, again[i]));
    }
    return new Map(distinct.map((text) => [text, contentOf(known(items, text), text, target)]));
  }
}

const TRANSIENT = new Set<string>([ErrorCode.ENGINE_UNAVAILABLE, ErrorCode.INTERNAL, ErrorCode.RATE_LIMITED]);
const isTransient = (item: BatchItem) => 'error' in item && TRANSIENT.has(item.error.code);
const ERROR_CODES = new Set<string>(Object.values(ErrorCode));
const isErrorCode = (code: string): code is ErrorCode => ERROR_CODES.has(code);

/** A failed item fails the table: a localization file with holes is not a finished file. */
function contentOf(item: BatchItem, text: string, target: TranslationTarget): string {
  if ('content' in item) return item.content;
  const code = isErrorCode(item.error.code) ? item.error.code : ErrorCode.INTERNAL;
  throw textNotTranslated(text, target.targetLanguage, item.error.message, code);
}
