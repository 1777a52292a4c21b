import { Injectable, Logger } from '@nestjs/common';
import { EXTERNAL_WEBHOOK_TYPES, SettleExternalWorkRequest, SettleExternalWorkResponse } from '@app/contracts';
import { EngineRegistry } from '../engines/engine.registry';
import { UsageService } from '../usage/usage.service';
import { FinalStateWriter } from '../webhooks/final-state.writer';

/**
 * The end of work another service ran on this service's engine (documents, in the localization
 * service): its batches were translated uncharged, and here its credits and its completion
 * webhook are written once, with the same outbox as this service's own jobs.
 */
@Injectable()
export class ExternalWorkService {
  private readonly logger = new Logger(ExternalWorkService.name);

  constructor(
    private readonly writer: FinalStateWriter,
    private readonly engines: EngineRegistry,
    private readonly usage: UsageService,
  ) {}

  async settle(request: SettleExternalWorkRequest): Promise<SettleExternalWorkResponse> {
    const { caller, workId, operation, words, items, webhookUrl, record } = request;
    await this.writer.settle(workId, {
      usage: { caller, operation, engine: this.engines.engine.name, items, words },
      webhook: webhookUrl
        ? {
            organizationId: caller.organizationId,
            url: webhookUrl,
            type: EXTERNAL_WEBHOOK_TYPES[operation],
            subjectId: workId,
            data: record,
          }
        : null,
    });
    this.logger.log({ workId, operation, words, webhook: Boolean(webhookUrl) }, 'external work settled');
    return { credits: items > 0 ? this.usage.creditsFor(words) : 0 };
  }
}
