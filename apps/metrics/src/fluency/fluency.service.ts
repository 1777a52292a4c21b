import { Injectable, Logger } from '@nestjs/common';
import { DomainException } from '@app/common';
import {
  ErrorCode,
  FluencyBatchEntry,
  FluencyBatchRequest,
  FluencyBatchResponse,
  FluencyEvaluation,
  FluencyPair,
  FluencyRequest,
  languageName,
} from '@app/contracts';
import { ChatMessage, LlmClient, llmErrorToDomain, loadChatPrompt } from '@app/llm';
import { join } from 'node:path';
import { MetricsConfig } from '../config/metrics.config';
import { EvaluationCacheService, EvaluationKey } from '../evaluation-cache/evaluation-cache.service';
import { assertModelConfigured } from '../llm/llm.errors';
import { FLUENCY_ANSWER_FORMAT, parseFluencyAnswer } from './fluency.answer';

const PROMPTS = join(__dirname, 'prompts');

/** Fluency of a translation as judged by the model against the rubric in prompts/fluency.md. */
@Injectable()
export class FluencyService {
  private readonly logger = new Logger(FluencyService.name);

  constructor(
    private readonly llm: LlmClient,
    private readonly cache: EvaluationCacheService,
    private readonly config: MetricsConfig,
  ) {}

  async evaluate(request: FluencyRequest): Promise<FluencyEvaluation> {
    assertModelConfigured(this.llm);
    try {
      const key = await this.keyOf(request.sourceLang, request.targetLang, request);
      return await this.cache.getOrCompute(request.caller.organizationId, key, () => this.ask(key.messages));
    } catch (error) {
      throw llmErrorToDomain(error);
    }
  }

  /** Items run concurrently; one failing item is reported in its entry and the rest go on. */
  async evaluateBatch(request: FluencyBatchRequest): Promise<FluencyBatchResponse> {
    assertModelConfigured(this.llm);
    let settled: PromiseSettledResult<FluencyEvaluation>[];
    try {
      const keys = await Promise.all(
        request.items.map((item) => this.keyOf(request.sourceLang, request.targetLang, item)),
      );
      settled = await this.cache.getOrComputeMany(
        request.caller.organizationId,
        keys,
        this.config.FLUENCY_BATCH_CONCURRENCY,
        (i) => this.ask(keys[i].messages),
      );
    } catch (error) {
      throw llmErrorToDomain(error);
    }
    const evaluations: FluencyBatchEntry[] = settled.map((result, index) => {
      if (result.status === 'fulfilled') return { index, ...result.value };
      const error = llmErrorToDomain(result.reason);
      if (!(error instanceof DomainException))
        this.logger.error({ msg: 'fluency batch item failed', index, err: String(result.reason) });
      return error instanceof DomainException
        ? { index, error: { code: error.code, message: error.message } }
        : { index, error: { code: ErrorCode.INTERNAL, message: 'The evaluation failed unexpectedly' } };
    });
    const failed = evaluations.filter((e) => 'error' in e).length;
    return {
      evaluations,
      batch_summary: { total: evaluations.length, successful: evaluations.length - failed, failed },
    };
  }

  private async keyOf(
    sourceLang: string,
    targetLang: string,
    pair: FluencyPair,
  ): Promise<EvaluationKey & { messages: ChatMessage[] }> {
    const model = await this.llm.resolveModel();
    const messages = loadChatPrompt(PROMPTS, 'fluency', {
      sourceLanguage: languageName(sourceLang) ?? sourceLang,
      targetLanguage: languageName(targetLang) ?? targetLang,
      sourceText: pair.sourceText,
      translatedText: pair.translatedText,
    });
    return { kind: 'fluency', model, schemaName: FLUENCY_ANSWER_FORMAT.name, messages };
  }

  private ask(messages: ChatMessage[]): Promise<FluencyEvaluation> {
    return this.llm.completeJson(messages, FLUENCY_ANSWER_FORMAT, parseFluencyAnswer, { temperature: 0 });
  }
}
