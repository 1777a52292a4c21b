import { Injectable, Logger } from '@nestjs/common';
import { countWords } from '@app/common';
import { AUTO_LANGUAGE, WebhookEventTypes } from '@app/contracts';
import { Claim } from '@app/work-queue';
import { AsyncWorkWorker } from '../async-work/async-work.worker';
import { TranslationConfig } from '../config/translation.config';
import { parseLanguageTag } from '../engines/language-codes';
import { LanguageDetector } from '../languages/language-detector';
import { agenticRecord } from './agentic-record';
import { AgenticMemory } from './agentic-memory';
import { AgenticTaskEntity } from './agentic-task.entity';
import { AgenticTaskRepository } from './agentic-task.repository';
import { AgenticOutcome, AgenticTranslator } from './agentic-translator';
import { FinalStateExtras } from '../webhooks/final-state.writer';

/** CONTRACT "Limits": agentic translation costs four times the standard rate. */
export const AGENTIC_CREDIT_RATE = 4;

/** Runs queued agentic tasks: progress after every pass, the result with its usage and webhook at the end. */
@Injectable()
export class AgenticWorker extends AsyncWorkWorker<AgenticTaskEntity> {
  protected readonly logger = new Logger(AgenticWorker.name);

  constructor(
    private readonly tasks: AgenticTaskRepository,
    private readonly translator: AgenticTranslator,
    private readonly detector: LanguageDetector,
    private readonly memory: AgenticMemory,
    config: TranslationConfig,
  ) {
    super(
      tasks,
      {
        name: 'agentic-tasks',
        concurrency: config.AGENTIC_CONCURRENCY,
        webhookType: WebhookEventTypes.agenticCompleted,
      },
      config,
    );
  }

  protected async compute(claim: Claim, task: AgenticTaskEntity): Promise<void> {
    const caller = { organizationId: task.organizationId, keyId: task.keyId };
    const source = await this.sourceOf(task);
    const memory = await this.memory.verdict(task, caller, { source, target: task.targetLanguage });
    // The memory's own answer: no pass runs and nothing is charged.
    if (memory && 'answer' in memory) return this.finish(claim, task, { text: memory.answer, passes: 0 }, null);
    const outcome = await this.translator.translate(
      {
        id: task.id,
        caller,
        source,
        target: task.targetLanguage,
        text: task.text,
        glossaryId: task.glossaryId,
        prompt: task.prompt,
        uiSafe: task.uiSafe,
        memoryExample: memory?.example ?? null,
      },
      // Progress rises with each pass; 100 only with the result.
      (passes, maxPasses) => this.tasks.progress(claim, passes, Math.min(99, Math.round((passes / maxPasses) * 100))),
    );
    await this.finish(claim, task, outcome, {
      caller,
      operation: 'agentic-translate',
      engine: 'llm',
      items: 1,
      words: countWords(task.text),
      rate: AGENTIC_CREDIT_RATE,
    });
  }

  private async finish(
    claim: Claim,
    task: AgenticTaskEntity,
    outcome: AgenticOutcome,
    usage: FinalStateExtras['usage'],
  ): Promise<void> {
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
      usage,
      webhook: this.webhookOf(final),
    });
  }

  protected record(task: AgenticTaskEntity): object {
    return agenticRecord(task);
  }

  /** `auto`: the detected language (the model is told which), English when nothing can be told. */
  private async sourceOf(task: AgenticTaskEntity): Promise<string> {
    if (task.sourceLanguage.toLowerCase() !== AUTO_LANGUAGE)
      return parseLanguageTag(task.sourceLanguage)?.tag ?? task.sourceLanguage;
    return (await this.detector.detect(task.text))?.language ?? 'en';
  }
}
