import { Injectable, Logger } from '@nestjs/common';
import { RpcClient } from '@app/common';
import { Events, GlossaryChangedEvent } from '@app/contracts';
import { SnapshotsService } from '../entries/snapshots.service';

/**
 * Announces every committed change so the translation and term-counter replicas drop their
 * cached copies. Sent after the commit: a listener that refetches at once sees the change.
 * The changed glossary's object-store copy is rewritten once its changes settle.
 */
@Injectable()
export class GlossaryEvents {
  private readonly logger = new Logger(GlossaryEvents.name);

  constructor(
    private readonly rpc: RpcClient,
    private readonly snapshots: SnapshotsService,
  ) {}

  async changed(event: GlossaryChangedEvent): Promise<void> {
    this.snapshots.writeWhenSettled(event);
    // Terms are the customer's text: never in a log line.
    const { addedTerms, ...logged } = event;
    try {
      await this.rpc.publish(Events.glossary.changed, event);
      this.logger.log({ ...logged, addedTerms: addedTerms ? 'yes' : undefined }, 'glossary changed');
    } catch (error) {
      // The change is committed; caches also compare versions on every read, so a lost event costs memory only.
      this.logger.warn({ ...logged, err: String(error) }, 'glossary change event not published');
    }
  }
}
