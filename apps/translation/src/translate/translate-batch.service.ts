import { Injectable } from '@nestjs/common';
import { countWords, RpcClient } from '@app/common';
import {
  AUTO_LANGUAGE,
  BatchTranslationItem,
  BatchTranslationResult,
  Subjects,
  TranslateBatchRequest,
  TranslationLimits,
} from '@app/contracts';
import { TranslationConfig } from '../config/translation.config';
import { EngineRegistry } from '../engines/engine.registry';
import { FluencyScores } from '../engines/translation-engine';
import { UsageEntry, UsageService } from '../usage/usage.service';
import { asTranslateFluency } from './fluency.client';
import { contextsLengthMismatch, noLanguageModel } from './translate.errors';
import { RunResult, TranslationRunner } from './translation-runner';

interface FluencyBatchAnswer {
  // Read off the wire from the metrics service: absent or out-of-range parts are skipped.
  evaluations?: ({ index: number } & Partial<FluencyScores> & { error?: unknown })[];
}

/** `POST /translation/translate-batch`: up to 20 texts, failures per item inside a 200. */
@Injectable()
export class TranslateBatchService {
  constructor(
    private readonly runner: TranslationRunner,
    private readonly engines: EngineRegistry,
    private readonly usage: UsageService,
    private readonly rpc: RpcClient,
    private readonly config: TranslationConfig,
  ) {}

  async translateBatch(request: TranslateBatchRequest): Promise<BatchTranslationResult> {
    const { result, usage } = await this.compute(request);
    if (usage) this.usage.record(usage);
    return result;
  }

  /** A batch whose usage the caller settles later (a document is charged once, and not at all when it fails). */
  async translateUncharged(request: TranslateBatchRequest): Promise<BatchTranslationResult> {
    return (await this.compute(request)).result;
  }

  /** {@link check} as a message answer. */
  async checkOnly(request: TranslateBatchRequest): Promise<{ ok: true }> {
    await this.check(request);
    return { ok: true };
  }

  /**
   * The request-wide checks of {@link compute}, without translating: what makes an asynchronous
   * job a 400/404/503 when it is started rather than an ERROR later.
   */
  async check(request: TranslateBatchRequest): Promise<void> {
    this.checkShape(request);
    await this.runner.check(request, request.texts);
  }

  /** The batch result and the usage it costs (recorded by the caller: at once, or with the job's final state). */
  async compute(
    request: TranslateBatchRequest,
    { quotaChecked = false } = {},
  ): Promise<{ result: BatchTranslationResult; usage: UsageEntry | null }> {
    const { texts, contexts } = request;
    this.checkShape(request);
    // With the llm engine, fluency comes in the same call as the translations.
    const inCall = Boolean(request.fluency && this.runner.engine.hasLanguageModel);
    const results = await this.runner.run(
      { ...request, fluency: inCall, quotaChecked },
      texts.map((text, i) => ({ text, context: contexts?.[i] ?? null })),
    );
    if (request.fluency) await this.addMissingFluency(request, results);
    const detecting = request.sourceLanguage.toLowerCase() === AUTO_LANGUAGE;
    const translations: BatchTranslationItem[] = results.map((r, index) =>
      r.ok
        ? {
            index,
            content: r.text,
            ...(detecting ? { detectedSourceLanguage: r.source } : {}),
            ...(request.fluency && r.fluency ? { fluency: asTranslateFluency(r.fluency) } : {}),
            ...(r.memory ? { memory: r.memory } : {}),
          }
        : { index, error: { code: r.error.code, message: r.error.message } },
    );
    const successful = results.filter((r) => r.ok);
    const words = successful.reduce((sum, r) => sum + r.words, 0);
    const usage: UsageEntry = {
      caller: request.caller,
      operation: 'translate-batch',
      engine: this.runner.engine.name,
      items: successful.length,
      words,
    };
    return {
      result: {
        translations,
        batch_summary: {
          total: texts.length,
          successful: successful.length,
          failed: texts.length - successful.length,
          total_credits: this.usage.creditsFor(words),
        },
        word_count: texts.reduce((sum, text) => sum + countWords(text), 0),
      },
      usage: successful.length > 0 ? usage : null,
    };
  }

  private checkShape(request: TranslateBatchRequest): void {
    const { texts, contexts } = request;
    if (contexts && contexts.length !== texts.length) {
      throw contextsLengthMismatch(contexts.length, texts.length);
    }
    if (request.fluency && !this.engines.languageModelConfigured) throw noLanguageModel();
  }

  /** Cached items (and every item with an engine that has no model) are scored by the metrics service in one call. */
  private async addMissingFluency(request: TranslateBatchRequest, results: RunResult[]): Promise<void> {
    const wanting = results
      .map((r, index) => ({ r, index }))
      .filter(
        ({ r, index }) =>
          r.ok &&
          !r.fluency &&
          r.text.trim() !== '' &&
          request.texts[index].length <= TranslationLimits.maxFluencyChars,
      );
    if (wanting.length === 0) return;
    const answer = await this.rpc.send<FluencyBatchAnswer>(
      Subjects.metrics.fluencyBatch,
      {
        caller: request.caller,
        sourceLang: wanting[0].r.source ?? request.sourceLanguage,
        targetLang: request.targetLanguage,
        items: wanting.map(({ r, index }) => ({
          sourceText: request.texts[index],
          translatedText: (r as { text: string }).text,
        })),
      },
      { timeoutMs: this.config.TRANSLATION_METRICS_TIMEOUT_MS },
    );
    for (const evaluation of answer.evaluations ?? []) {
      const { index, error, ...scores } = evaluation;
      const target = wanting[index] as (typeof wanting)[number] | undefined;
      if (target?.r.ok && !error && typeof scores.fluency === 'number') target.r.fluency = scores as FluencyScores;
    }
  }
}
