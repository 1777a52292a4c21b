import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { AsyncWorkError, AUTO_LANGUAGE, WebhookEventTypes } from '@app/contracts';
import { Claim, PermanentWorkError, quadraticRetryDelaySeconds, QueueHandler, QueueWorker } from '@app/work-queue';
import { asWorkError, finalWorkError } from '../async-work/work-error';
import { TranslationConfig } from '../config/translation.config';
import { parseLanguageTag } from '../engines/language-codes';
import { LanguageDetector } from '../languages/language-detector';
import { countWords } from '../usage/word-count';
import { FinalStateExtras } from '../webhooks/final-state.writer';
import { agenticRecord } from './agentic-record';
import { AgenticTaskEntity } from './agentic-task.entity';
import { AgenticTasksRepository } from './agentic-tasks.repository';
import { AgenticTranslator } from './agentic-translator';

/** CONTRACT "Limits": agentic translation costs four times the standard rate. */
export const AGENTIC_CREDIT_RATE = 4;

/** Runs queued agentic tasks: progress after every pass, the result with its usage and webhook at the end. */
@Injectable()
export class AgenticWorker implements QueueHandler, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AgenticWorker.name);
  private readonly worker: QueueWorker;
  private readonly lastErrors = new Map<string, AsyncWorkError>();

  constructor(
    private readonly tasks: AgenticTasksRepository,
    private readonly translator: AgenticTranslator,
    private readonly detector: LanguageDetector,
    config: TranslationConfig,
  ) {
    this.worker = new QueueWorker(tasks.queue, this, {
      name: 'agentic-tasks',
      concurrency: config.AGENTIC_CONCURRENCY,
      pollIntervalMs: config.ASYNC_POLL_INTERVAL_MS,
      leaseSeconds: config.ASYNC_LEASE_SECONDS,
      maxAttempts: config.ASYNC_MAX_ATTEMPTS,
      retryDelaySeconds: quadraticRetryDelaySeconds,
    });
  }

  onApplicationBootstrap(): void {
    this.worker.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.worker.stop();
  }

  notifyQueued(): void {
    this.worker.notifyQueued();
  }

  async process(claim: Claim): Promise<void> {
    const task = await this.tasks.findById(claim.id);
    if (!task) return;
    const caller = { organizationId: task.organizationId, keyId: task.keyId };
    try {
      const outcome = await this.translator.translate(
        {
          id: task.id,
          caller,
          source: await this.sourceOf(task),
          target: task.targetLanguage,
          text: task.text,
          glossaryId: task.glossaryId,
          prompt: task.prompt,
          uiSafe: task.uiSafe,
        },
        // Progress rises with each pass; 100 only with the result.
        (passes, maxPasses) => this.tasks.progress(claim, passes, Math.min(99, Math.round((passes / maxPasses) * 100))),
      );
      const completedAt = new Date();
      const final: AgenticTaskEntity = {
        ...task,
        status: 'READY',
        completedAt,
        result: outcome.text,
        passes: outcome.passes,
        progress: 100,
      };
      await this.tasks.complete(claim, completedAt, outcome.text, outcome.passes, {
        usage: {
          caller,
          operation: 'agentic-translate',
          engine: 'llm',
          items: 1,
          words: countWords(task.text),
          rate: AGENTIC_CREDIT_RATE,
        },
        webhook: this.webhookOf(final),
      });
      this.lastErrors.delete(task.id);
    } catch (error) {
      const { error: workError, permanent } = asWorkError(error);
      this.lastErrors.set(task.id, workError);
      throw permanent ? new PermanentWorkError(workError.message) : error;
    }
  }

  async fail(claim: Claim, message: string): Promise<void> {
    const task = await this.tasks.findById(claim.id);
    if (!task) return;
    const failed = finalWorkError(this.lastErrors.get(task.id), message);
    this.lastErrors.delete(task.id);
    const completedAt = new Date();
    const final: AgenticTaskEntity = { ...task, status: 'ERROR', completedAt, error: failed };
    await this.tasks.fail(claim, completedAt, failed, { webhook: this.webhookOf(final) });
    this.logger.warn({ taskId: task.id, err: failed.message }, 'agentic task failed');
  }

  /** `auto`: the detected language (the model is told which), English when nothing can be told. */
  private async sourceOf(task: AgenticTaskEntity): Promise<string> {
    if (task.sourceLanguage.toLowerCase() !== AUTO_LANGUAGE)
      return parseLanguageTag(task.sourceLanguage)?.tag ?? task.sourceLanguage;
    return (await this.detector.detect(task.text))?.language ?? 'en';
  }

  private webhookOf(task: AgenticTaskEntity): FinalStateExtras['webhook'] {
    if (!task.webhookUrl) return null;
    return {
      organizationId: task.organizationId,
      url: task.webhookUrl,
      type: WebhookEventTypes.agenticCompleted,
      subjectId: task.id,
      data: agenticRecord(task),
    };
  }
}
