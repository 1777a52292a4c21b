import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { Events, GlossaryChangedEvent } from '@app/contracts';
import { TermCountsService } from './term-counts.service';

/** Subscribed outside the queue group (bootstrapService `eventsWithoutQueue`): every replica drops its copy. */
@Controller()
export class GlossaryChangesListener {
  constructor(private readonly counts: TermCountsService) {}

  @EventPattern(Events.glossary.changed)
  onChanged(@Payload() event: GlossaryChangedEvent): void {
    this.counts.onGlossaryChanged(event);
  }
}
