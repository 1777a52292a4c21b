import { Injectable } from '@nestjs/common';
import { GembaRequest, GembaResponse, languageName } from '@app/contracts';
import { LlmClient, llmErrorToDomain, loadChatPrompt } from '@app/llm';
import { join } from 'node:path';
import { EvaluationCacheService } from '../evaluation-cache/evaluation-cache.service';
import { assertModelConfigured } from '../llm/llm.errors';
import { GEMBA_ANSWER_FORMAT, gembaScoreFromText, parseGembaAnswer } from './gemba.answer';

const PROMPTS = join(__dirname, 'prompts');

/**
 * GEMBA-DA (Kocmi and Federmann, 2023): the model scores the translation 0-100 from the
 * paper's prompt, the reference-based one when a human reference is given. As in the paper,
 * the first ask is at temperature 0 and an invalid answer is asked again at a higher one.
 */
@Injectable()
export class GembaService {
  constructor(
    private readonly llm: LlmClient,
    private readonly cache: EvaluationCacheService,
  ) {}

  async score(request: GembaRequest): Promise<GembaResponse> {
    assertModelConfigured(this.llm);
    const reference = request.referenceText?.trim() ? request.referenceText : undefined;
    const vars = {
      sourceLanguage: languageName(request.sourceLang) ?? request.sourceLang,
      targetLanguage: languageName(request.targetLang) ?? request.targetLang,
      sourceText: request.sourceText,
      translatedText: request.translatedText,
      ...(reference ? { referenceText: reference } : {}),
    };
    try {
      const model = await this.llm.resolveModel();
      const messages = loadChatPrompt(PROMPTS, reference ? 'gemba-da-ref' : 'gemba-da', vars);
      return await this.cache.getOrCompute(
        request.caller.organizationId,
        { kind: 'gemba', model, schemaName: GEMBA_ANSWER_FORMAT.name, messages },
        () =>
          this.llm.completeJson(messages, GEMBA_ANSWER_FORMAT, parseGembaAnswer, {
            temperature: 0,
            retryTemperature: 1,
            parseText: gembaScoreFromText,
          }),
      );
    } catch (error) {
      throw llmErrorToDomain(error);
    }
  }
}
