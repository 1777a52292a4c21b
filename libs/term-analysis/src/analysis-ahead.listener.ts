import { Controller, Logger, OnModuleInit } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { RpcClient } from '@app/common';
import { Events, GlossaryChangedEvent, TERM_ANALYSIS_QUEUE } from '@app/contracts';
import { AnalysisAhead, defaultResources } from '@app/term-matcher';

/**
 * A bulk import's words, analysed before the glossary's first compile needs them, once for the
 * cluster: one replica of the apps that match terms (translation, the term counter) takes each
 * import's change event in the queue group they share, analyses its words and publishes the
 * analyses; every replica, that one included, adopts what it did not make.
 */
@Controller()
export class AnalysisAheadListener implements OnModuleInit {
  private readonly logger = new Logger(AnalysisAheadListener.name);
  private readonly ahead = new AnalysisAhead(
    (language, error) => this.logger.warn({ language, err: String(error) }, 'imported terms not analysed ahead'),
    defaultResources,
    (analyses) => {
      this.rpc.publish(Events.termMatcher.wordsAnalysed, analyses).catch((error: unknown) => {
        this.logger.warn({ language: analyses.language, err: String(error) }, 'analyses ahead not shared');
      });
    },
  );

  constructor(private readonly rpc: RpcClient) {}

  async onModuleInit(): Promise<void> {
    await this.rpc.subscribeAcrossApps(Events.glossary.changed, TERM_ANALYSIS_QUEUE, (event) =>
      this.ahead.add((event as Partial<GlossaryChangedEvent> | null | undefined)?.addedTerms),
    );
  }

  /** Heard by every replica (bootstrapService `eventsWithoutQueue`). */
  @EventPattern(Events.termMatcher.wordsAnalysed)
  async onWordsAnalysed(@Payload() analyses: unknown): Promise<void> {
    await this.ahead.adopt(analyses);
  }
}
