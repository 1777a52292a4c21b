import { Injectable } from '@nestjs/common';
import { RpcClient } from '@app/common';
import { CallerContext, Subjects, TranslateFluency } from '@app/contracts';
import { TranslationConfig } from '../config/translation.config';
import { FluencyScores } from '../engines/translation-engine';

/** SPEC: in translate answers the fluency object carries `value` in place of `fluency`. */
export function asTranslateFluency(scores: FluencyScores): TranslateFluency {
  const { fluency, ...rest } = scores;
  return { value: fluency, ...rest };
}

/** Fluency evaluations from the metrics service (`Subjects.metrics.fluency`). */
@Injectable()
export class FluencyClient {
  constructor(
    private readonly rpc: RpcClient,
    private readonly config: TranslationConfig,
  ) {}

  async evaluate(
    caller: CallerContext,
    sourceLang: string,
    targetLang: string,
    sourceText: string,
    translatedText: string,
  ): Promise<TranslateFluency> {
    const scores = await this.rpc.send<FluencyScores>(
      Subjects.metrics.fluency,
      { caller, sourceLang, targetLang, sourceText, translatedText },
      { timeoutMs: this.config.TRANSLATION_METRICS_TIMEOUT_MS },
    );
    return asTranslateFluency(scores);
  }
}
