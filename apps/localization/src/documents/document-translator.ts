import { Injectable } from '@nestjs/common';
import { CallerContext } from '@app/contracts';
import { LocalizationConfig } from '../config/localization.config';
import { translateDistinct } from '../translation/batched-translation';
import { BatchOptions, TranslateBatchClient } from '../translation/translate-batch.client';

export interface DocumentJob {
  caller: CallerContext;
  sourceLanguage: string;
  targetLanguage: string;
  options: Omit<BatchOptions, 'uncharged'>;
}

export interface TranslatedSentences {
  translations: string[];
  /** What the translation service counted for them, as for a batch: memory matches are free. */
  credits: number;
}

/**
 * A document's distinct sentences through `translation.translate-batch.uncharged.v1`, 20 per call
 * and TRANSLATION_CONCURRENCY calls in flight, with the document's glossary, prompt and cache
 * choice; uncharged, because the document is charged once when it settles (nothing if it fails).
 * Inline tags travel as they are: the translation service keeps them as placeholders. The memory
 * is the translation service's too (`memoryId` on the batch): a match takes the unit's target.
 */
@Injectable()
export class DocumentTranslator {
  constructor(
    private readonly client: TranslateBatchClient,
    private readonly config: LocalizationConfig,
  ) {}

  async translate(
    sentences: readonly string[],
    job: DocumentJob,
    onBatch: (done: number, total: number) => Promise<void>,
  ): Promise<TranslatedSentences> {
    let credits = 0;
    const translated = await translateDistinct([...sentences], {
      send: async (batch) => {
        const answer = await this.client.translateCounted(batch, job.sourceLanguage, job.targetLanguage, job.caller, {
          ...job.options,
          uncharged: true,
        });
        credits += answer.credits;
        return answer.items;
      },
      concurrency: this.config.TRANSLATION_CONCURRENCY,
      targetLanguage: job.targetLanguage,
      onBatch,
    });
    return { translations: sentences.map((s) => translated.get(s) ?? s), credits };
  }
}
