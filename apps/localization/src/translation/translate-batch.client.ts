import { Injectable } from '@nestjs/common';
import { RpcClient } from '@app/common';
import { BatchItemError, BatchTranslationItem, CallerContext, Subjects, TranslateBatchRequest } from '@app/contracts';
import { LocalizationConfig } from '../config/localization.config';

/** At most this many texts per call (SPEC "Limits": texts per batch). */
export const MAX_TEXTS_PER_CALL = 20;

/** One translated text, or why it failed; aligned with the texts sent. */
export type BatchItem = { content: string } | { error: { code: string; message: string } };

/** The reply as read off the wire: a missing list or field becomes a failed item, never a crash. */
type BatchReply =
  | {
      translations?: (Omit<BatchTranslationItem, 'error'> & { error?: Partial<BatchItemError> })[];
      batch_summary?: { total_credits?: number };
    }
  | undefined;

type BatchCall = Pick<
  TranslateBatchRequest,
  | 'caller'
  | 'sourceLanguage'
  | 'targetLanguage'
  | 'texts'
  | 'glossaryId'
  | 'memoryId'
  | 'memoryThreshold'
  | 'prompt'
  | 'ignoreCache'
>;

/** What a document adds to a call: its options, and that it is charged once when it settles, not per call. */
export type BatchOptions = Pick<
  TranslateBatchRequest,
  'glossaryId' | 'memoryId' | 'memoryThreshold' | 'prompt' | 'ignoreCache'
> & {
  uncharged?: boolean;
};

/** `translation.translate-batch.v1`, read as items aligned with the texts sent. */
@Injectable()
export class TranslateBatchClient {
  constructor(
    private readonly rpc: RpcClient,
    private readonly config: LocalizationConfig,
  ) {}

  /** Throws the translation service's refusal (400 pair, 404 glossary, 503 no model) as it would for a batch. */
  async check(call: BatchCheck): Promise<void> {
    await this.rpc.send(Subjects.translation.checkBatch, call, { timeoutMs: 10_000 });
  }

  async translate(
    texts: string[],
    sourceLanguage: string,
    targetLanguage: string,
    caller: CallerContext,
    options: BatchOptions = {},
  ): Promise<BatchItem[]> {
    return (await this.translateCounted(texts, sourceLanguage, targetLanguage, caller, options)).items;
  }

  /** The items and the credits the translation service counts for them (memory matches and failures are free). */
  async translateCounted(
    texts: string[],
    sourceLanguage: string,
    targetLanguage: string,
    caller: CallerContext,
    { uncharged, ...options }: BatchOptions = {},
  ): Promise<{ items: BatchItem[]; credits: number }> {
    const call: BatchCall = { caller, sourceLanguage, targetLanguage, texts, ...options };
    const subject = uncharged ? Subjects.translation.translateBatchUncharged : Subjects.translation.translateBatch;
    const answer = await this.rpc.send<BatchReply>(subject, call, {
      timeoutMs: this.config.TRANSLATION_TIMEOUT_MS,
    });
    const byIndex = new Map((answer?.translations ?? []).map((item) => [item.index, item]));
    const items = texts.map((_, i): BatchItem => {
      const item = byIndex.get(i);
      if (typeof item?.content === 'string') {
        // An engine that loses a text answers it empty: that is a failure to retry, not a translation.
        if (item.content.trim() === '' && texts[i].trim() !== '')
          return { error: { code: 'ENGINE_UNAVAILABLE', message: 'the engine returned an empty translation' } };
        return { content: item.content };
      }
      if (item?.error)
        return { error: { code: item.error.code ?? 'INTERNAL', message: item.error.message ?? 'translation failed' } };
      return missing(i);
    });
    return { items, credits: answer?.batch_summary?.total_credits ?? 0 };
  }
}

/** The checks a translate-batch call would pass (language pair, glossary, prompt), without translating. */
export type BatchCheck = BatchCall;

const missing = (index: number): BatchItem => ({
  error: { code: 'INTERNAL', message: `the translation service returned no text for item ${index}` },
});
