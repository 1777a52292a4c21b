import { Injectable } from '@nestjs/common';
import { CallerContext } from '@app/contracts';
import { LocalizationConfig } from '../config/localization.config';
import { translateDistinct } from '../translation/batched-translation';
import { MemoryClient } from '../translation/memory.client';
import { BatchOptions, TranslateBatchClient } from '../translation/translate-batch.client';

export interface DocumentJob {
  caller: CallerContext;
  sourceLanguage: string;
  targetLanguage: string;
  options: Omit<BatchOptions, 'uncharged'>;
  /** Sentences this memory holds with the same text take its translation. */
  memoryId?: string;
}

/**
 * A document's distinct sentences through `translation.translate-batch.uncharged.v1`, 20 per call
 * and TRANSLATION_CONCURRENCY calls in flight, with the document's glossary, prompt and cache
 * choice; uncharged, because the document is charged once when it settles (nothing if it fails).
 * Inline tags travel as they are: the translation service keeps them as placeholders. With a
 * memory, a sentence it holds with the same text takes the memory's translation and is not sent.
 */
@Injectable()
export class DocumentTranslator {
  constructor(
    private readonly client: TranslateBatchClient,
    private readonly memories: MemoryClient,
    private readonly config: LocalizationConfig,
  ) {}

  async translate(
    sentences: readonly string[],
    job: DocumentJob,
    onBatch: (done: number, total: number) => Promise<void>,
  ): Promise<string[]> {
    const remembered = job.memoryId
      ? await this.memories.exactMatches(sentences, { ...job, memoryId: job.memoryId })
      : new Map<string, string>();
    const translated = await translateDistinct(
      sentences.filter((s) => !remembered.has(s)),
      {
        send: (batch) =>
          this.client.translate(batch, job.sourceLanguage, job.targetLanguage, job.caller, {
            ...job.options,
            uncharged: true,
          }),
        concurrency: this.config.TRANSLATION_CONCURRENCY,
        targetLanguage: job.targetLanguage,
        onBatch,
      },
    );
    return sentences.map((s) => remembered.get(s) ?? translated.get(s) ?? s);
  }
}
