import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { Events, GlossaryChangedEvent } from '@app/contracts';
import { TranslationCacheService } from '../cache/translation-cache.service';
import { GlossaryRenderingsService } from './glossary-renderings.service';

/** Heard by every replica (queue-less subscription): drops the changed glossary and its cached translations. */
@Controller()
export class GlossaryChangesListener {
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
    const version = event.kind === 'glossary.deleted' || typeof event.version !== 'number' ? undefined : event.version;
    await this.cache.dropGlossary(event.glossaryId, version);
  }
}
