import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { Events, GlossaryChangedEvent } from '@app/contracts';
import { TranslationCacheService } from '../cache/translation-cache.service';
import { EngineRegistry } from '../engines/engine.registry';
import { GlossaryRenderingsService } from './glossary-renderings.service';

/**
 * Heard by every replica (queue-less subscription): drops the changed glossary and its cached
 * translations, and readies the engine for a glossary being imported.
 */
@Controller()
export class GlossaryChangesListener {
  constructor(
    private readonly glossaries: GlossaryRenderingsService,
    private readonly cache: TranslationCacheService,
    private readonly engines: EngineRegistry,
  ) {}

  @EventPattern(Events.glossary.changed)
  async onChanged(@Payload() event: GlossaryChangedEvent): Promise<void> {
    // Events skip request validation: a malformed one is dropped, not trusted.
    const received = event as Partial<GlossaryChangedEvent> | null | undefined;
    if (typeof received?.glossaryId !== 'string') return;
    this.glossaries.onGlossaryChanged(event);
    // A bulk import: the glossary's first use is near, and its terms' languages are known.
    if (event.addedTerms && typeof event.addedTerms === 'object')
      this.engines.readyForGlossary(Object.keys(event.addedTerms));
    const version = event.kind === 'glossary.deleted' || typeof event.version !== 'number' ? undefined : event.version;
    await this.cache.dropGlossary(event.glossaryId, version);
  }
}
