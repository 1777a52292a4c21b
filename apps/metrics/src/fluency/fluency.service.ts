import { Inject, Injectable, Logger } from '@nestjs/common';
import { DomainException } from '@app/common';
import {
  ErrorCode,
  FluencyBatchEntry,
  FluencyBatchRequest,
  FluencyBatchResponse,
  FluencyEvaluation,
  FluencyRequest,
  languageName,
} from '@app/contracts';
import { LlmClient, llmErrorToDomain, LlmNotConfiguredError, loadChatPrompt, mapSettled } from '@app/llm';
import { join } from 'node:path';
import { EvaluationCacheService } from '../evaluation-cache/evaluation-cache.service';
import { FLUENCY_ANSWER_FORMAT, parseFluencyAnswer } from './fluency.answer';

export const FLUENCY_BATCH_CONCURRENCY = Symbol('FLUENCY_BATCH_CONCURRENCY');
const PROMPTS = join(__dirname, 'prompts');

interface FluencyInput {
  organizationId: string;
  sourceLang: string;
  targetLang: string;
  sourceText: string;
  translatedText: string;
}

/** Fluency of a translation as judged by the model against the rubric in prompts/fluency.md. */
@Injectable()
export class FluencyService {
  private readonly logger = new Logger(FluencyService.name);

  constructor(
    private readonly llm: LlmClient,
    private readonly cache: EvaluationCacheService,
    @Inject(FLUENCY_BATCH_CONCURRENCY) private readonly batchConcurrency: number,
  ) {}

  async evaluate(request: FluencyRequest): Promise<FluencyEvaluation> {
    this.requireModel();
    try {
      return await this.evaluateOne({ organizationId: request.caller.organizationId, ...request });
    } catch (error) {
      throw llmErrorToDomain(error);
    }
  }

  /** Items run concurrently; one failing item is reported in its entry and the rest go on. */
  async evaluateBatch(request: FluencyBatchRequest): Promise<FluencyBatchResponse> {
    this.requireModel();
    const { sourceLang, targetLang } = request;
    const organizationId = request.caller.organizationId;
    const settled = await mapSettled(request.items, this.batchConcurrency, (item) =>
      this.evaluateOne({ organizationId, sourceLang, targetLang, sourceText: item.sourceText, translatedText: item.translatedText }),
    );
    const evaluations: FluencyBatchEntry[] = settled.map((result, index) => {
      if (result.status === 'fulfilled') return { index, ...result.value };
      const error = llmErrorToDomain(result.reason);
      if (!(error instanceof DomainException)) this.logger.error({ msg: 'fluency batch item failed', index, err: String(result.reason) });
      return error instanceof DomainException
        ? { index, error: { code: error.code, message: error.message } }
        : { index, error: { code: ErrorCode.INTERNAL, message: 'The evaluation failed unexpectedly' } };
    });
    const failed = evaluations.filter((e) => 'error' in e).length;
    return { evaluations, batch_summary: { total: evaluations.length, successful: evaluations.length - failed, failed } };
  }

  private async evaluateOne(input: FluencyInput): Promise<FluencyEvaluation> {
    const model = await this.llm.resolveModel();
    const messages = loadChatPrompt(PROMPTS, 'fluency', {
      sourceLanguage: languageName(input.sourceLang) ?? input.sourceLang,
      targetLanguage: languageName(input.targetLang) ?? input.targetLang,
      sourceText: input.sourceText,
      translatedText: input.translatedText,
    });
    return this.cache.getOrCompute(
      { organizationId: input.organizationId, kind: 'fluency', model, schemaName: FLUENCY_ANSWER_FORMAT.name, messages },
      () => this.llm.completeJson(messages, FLUENCY_ANSWER_FORMAT, parseFluencyAnswer, { temperature: 0 }),
    );
  }

  private requireModel(): void {
    if (!this.llm.isConfigured()) throw llmErrorToDomain(new LlmNotConfiguredError());
  }
}
