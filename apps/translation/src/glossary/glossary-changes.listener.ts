import { Controller, Logger, OnModuleInit } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { RpcClient } from '@app/common';
import { Events, GlossaryChangedEvent, TERM_ANALYSIS_QUEUE } from '@app/contracts';
import { AnalysisAhead, defaultResources } from '@app/term-matcher';
import { TranslationCacheService } from '../cache/translation-cache.service';
import { GlossaryRenderingsService } from './glossary-renderings.service';

/** Heard by every replica (queue-less subscription): drops the changed glossary and its cached translations. */
@Controller()
export class GlossaryChangesListener implements OnModuleInit {
  private readonly logger = new Logger(GlossaryChangesListener.name);
  /** A bulk import's words, analysed before the glossary's first compile needs them. */
  private readonly ahead = new AnalysisAhead(
    (language, error) => this.logger.warn({ language, err: String(error) }, 'imported terms not analysed ahead'),
    defaultResources,
    (analyses) => {
      this.rpc.publish(Events.termMatcher.wordsAnalysed, analyses).catch((error: unknown) => {
        this.logger.warn({ language: analyses.language, err: String(error) }, 'analyses ahead not shared');
      });
    },
  );

  constructor(
    private readonly glossaries: GlossaryRenderingsService,
    private readonly cache: TranslationCacheService,
    private readonly rpc: RpcClient,
  ) {}

  /** One replica of the apps that match terms analyses each import's words; the others adopt its analyses. */
  async onModuleInit(): Promise<void> {
    await this.rpc.subscribeAcrossApps(Events.glossary.changed, TERM_ANALYSIS_QUEUE, (event) =>
      this.ahead.add((event as Partial<GlossaryChangedEvent> | null | undefined)?.addedTerms),
    );
  }

  @EventPattern(Events.glossary.changed)
  async onChanged(@Payload() event: GlossaryChangedEvent): Promise<void> {
    // Events skip request validation: a malformed one is dropped, not trusted.
    const received = event as Partial<GlossaryChangedEvent> | null | undefined;
    if (typeof received?.glossaryId !== 'string') return;
    this.glossaries.onGlossaryChanged(event);
    const version = event.kind === 'glossary.deleted' || typeof event.version !== 'number' ? undefined : event.version;
    await this.cache.dropGlossary(event.glossaryId, version);
  }

  @EventPattern(Events.termMatcher.wordsAnalysed)
  async onWordsAnalysed(@Payload() analyses: unknown): Promise<void> {
    await this.ahead.adopt(analyses);
  }
}
