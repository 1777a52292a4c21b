import { Controller, Logger } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { Events, GlossaryChangedEvent } from '@app/contracts';
import { AnalysisAhead } from '@app/term-matcher';
import { TranslationCacheService } from '../cache/translation-cache.service';
import { GlossaryRenderingsService } from './glossary-renderings.service';

/** Heard by every replica (queue-less subscription): drops the changed glossary and its cached translations. */
@Controller()
export class GlossaryChangesListener {
  private readonly logger = new Logger(GlossaryChangesListener.name);
  /** A bulk import's words, analysed before the glossary's first compile needs them. */
  private readonly ahead = new AnalysisAhead((language, error) =>
    this.logger.warn({ language, err: String(error) }, 'imported terms not analysed ahead'),
  );

  constructor(
    private readonly glossaries: GlossaryRenderingsService,
    private readonly cache: TranslationCacheService,
  ) {}

  @EventPattern(Events.glossary.changed)
  async onChanged(@Payload() event: GlossaryChangedEvent): Promise<void> {
    // Events skip request validation: a malformed one is dropped, not trusted.
    const received = event as Partial<GlossaryChangedEvent> | null | undefined;
    if (typeof received?.glossaryId !== 'string') return;
    this.glossaries.onGlossaryChanged(event);
    this.ahead.add(event.addedTerms);
    const version = event.kind === 'glossary.deleted' || typeof event.version !== 'number' ? undefined : event.version;
    await this.cache.dropGlossary(event.glossaryId, version);
  }
}
