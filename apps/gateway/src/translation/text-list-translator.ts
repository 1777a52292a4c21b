import { Injectable } from '@nestjs/common';
import { textFailed } from './translation.errors';
import { RpcClient } from '@app/common';
import {
  BatchTranslationResult,
  CallerContext,
  Subjects,
  TranslateBatchRequest,
  TranslationLimits,
} from '@app/contracts';

/** A model call can take LLM_TIMEOUT_MS (60 s) per attempt, with retries. */
const TRANSLATE_TIMEOUT_MS = 180_000;

export type TextListOptions = Omit<TranslateBatchRequest, 'caller' | 'texts' | 'contexts'>;

export interface TranslatedText {
  text: string;
  /** The source language given, or the one detected for `auto`. */
  sourceLanguage: string;
}

/**
 * A list of texts of any length translated as a whole, for the compatible APIs (DeepL takes 50
 * texts a request, LibreTranslate any number): sent as batches of SPEC's size at once, and failed
 * as a whole with the first failed text's error, as those protocols answer.
 */
@Injectable()
export class TextListTranslator {
  constructor(private readonly rpc: RpcClient) {}

  async translate(
    options: TextListOptions,
    texts: string[],
    context: string | undefined,
    caller: CallerContext,
  ): Promise<TranslatedText[]> {
    const size = TranslationLimits.maxBatchTexts;
    const chunks: string[][] = [];
    for (let i = 0; i < texts.length; i += size) chunks.push(texts.slice(i, i + size));
    const results = await Promise.all(
      chunks.map((chunk) => {
        const message: TranslateBatchRequest = Object.assign({}, options, {
          texts: chunk,
          ...(context ? { contexts: chunk.map(() => context) } : {}),
          caller,
        });
        return this.rpc.send<BatchTranslationResult>(Subjects.translation.translateBatch, message, {
          timeoutMs: TRANSLATE_TIMEOUT_MS,
        });
      }),
    );
    return results.flatMap((result) =>
      result.translations.map((item) => {
        if (item.error) {
          throw textFailed(item.error.message, item.error.code);
        }
        return { text: item.content ?? '', sourceLanguage: item.detectedSourceLanguage ?? options.sourceLanguage };
      }),
    );
  }
}
