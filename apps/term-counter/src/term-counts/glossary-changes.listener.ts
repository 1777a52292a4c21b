import { Controller, Logger } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { Events, GlossaryChangedEvent } from '@app/contracts';
import { AnalysisAhead } from '@app/term-matcher';
import { TermCountsService } from './term-counts.service';

/** Subscribed outside the queue group (bootstrapService `eventsWithoutQueue`): every replica drops its copy. */
@Controller()
export class GlossaryChangesListener {
  private readonly logger = new Logger(GlossaryChangesListener.name);
  /** A bulk import's words, analysed before the glossary's first compile needs them. */
  private readonly ahead = new AnalysisAhead((language, error) =>
    this.logger.warn({ language, err: String(error) }, 'imported terms not analysed ahead'),
  );

  constructor(private readonly counts: TermCountsService) {}

  @EventPattern(Events.glossary.changed)
  onChanged(@Payload() event: GlossaryChangedEvent): void {
    this.counts.onGlossaryChanged(event);
    this.ahead.add((event as Partial<GlossaryChangedEvent> | null | undefined)?.addedTerms);
  }
}
