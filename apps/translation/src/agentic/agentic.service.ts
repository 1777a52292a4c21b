import { Injectable } from '@nestjs/common';
import { AgenticRecord, AgenticStarted, AUTO_LANGUAGE, GetAgenticRequest, StartAgenticRequest } from '@app/contracts';
import { isUUID } from 'class-validator';
import { randomUUID } from 'node:crypto';
import { TranslationConfig } from '../config/translation.config';
import { EngineRegistry } from '../engines/engine.registry';
import { parseLanguageTag } from '../engines/language-codes';
import { GlossaryRenderingsService } from '../glossary/glossary-renderings.service';
import { MemoryMatchesClient } from '../memory/memory-matches.client';
import {
  glossaryNotFound,
  noLanguageModel,
  targetLanguageAuto,
  unknownSourceLanguage,
  unknownTargetLanguage,
} from '../translate/translate.errors';
import { checkWebhookUrl } from '../webhooks/webhook-url';
import { agenticRecord, agenticStarted } from './agentic-record';
import { agenticTaskNotFound } from './agentic.errors';
import { AgenticTaskRepository } from './agentic-task.repository';
import { AGENTIC_CREDIT_RATE, AgenticWorker } from './agentic.worker';
import { QuotaService } from '../usage/quota.service';

/** `POST/GET /translation/agentic-translate`, Forms A and B. */
@Injectable()
export class AgenticService {
  constructor(
    private readonly tasks: AgenticTaskRepository,
    private readonly worker: AgenticWorker,
    private readonly engines: EngineRegistry,
    private readonly glossaries: GlossaryRenderingsService,
    private readonly config: TranslationConfig,
    private readonly quota: QuotaService,
    private readonly memories: MemoryMatchesClient,
  ) {}

  /** Everything that can be known now is checked now: a bad request never becomes a task. */
  async start(request: StartAgenticRequest): Promise<AgenticStarted> {
    if (!this.engines.languageModelConfigured) throw noLanguageModel();
    checkLanguages(request.sourceLanguage, request.targetLanguage);
    if (request.webhookUrl) await checkWebhookUrl(request.webhookUrl, this.config.allowPrivateWebhooks);
    if (request.glossaryId !== undefined) {
      if (!isUUID(request.glossaryId)) throw glossaryNotFound(request.glossaryId);
      await this.glossaries.version(request.caller, request.glossaryId);
    }
    if (request.memoryId !== undefined)
      await this.memories.assertExists(request.caller, request.memoryId, request.targetLanguage);
    await this.quota.assertTexts(request.caller, [request.text], AGENTIC_CREDIT_RATE);
    const task = await this.tasks.insert({
      id: randomUUID(),
      organizationId: request.caller.organizationId,
      keyId: request.caller.keyId,
      form: request.form,
      sourceLanguage: request.sourceLanguage,
      targetLanguage: request.targetLanguage,
      text: request.text,
      glossaryId: request.glossaryId ?? null,
      prompt: request.prompt ?? null,
      memoryId: request.memoryId ?? null,
      memoryThreshold: request.memoryThreshold ?? null,
      ignoreCache: request.ignoreCache ?? false,
      uiSafe: request.uiSafe ?? false,
      webhookUrl: request.webhookUrl ?? null,
    });
    this.worker.notifyQueued();
    return agenticStarted(task);
  }

  async get(request: GetAgenticRequest): Promise<AgenticRecord> {
    const task = isUUID(request.id)
      ? await this.tasks.findForOrganization(request.id, request.caller.organizationId)
      : null;
    if (!task) throw agenticTaskNotFound(request.id);
    return agenticRecord(task);
  }
}

function checkLanguages(source: string, target: string): void {
  if (source.toLowerCase() !== AUTO_LANGUAGE && !parseLanguageTag(source)) throw unknownSourceLanguage(source);
  if (target.toLowerCase() === AUTO_LANGUAGE) throw targetLanguageAuto();
  if (!parseLanguageTag(target)) throw unknownTargetLanguage(target);
}
