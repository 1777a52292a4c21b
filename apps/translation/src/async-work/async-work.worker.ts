import { Logger } from '@nestjs/common';
import { asyncContext, requestContext } from '@app/common';
import { AsyncStatus, AsyncWorkError, WebhookEventType } from '@app/contracts';
import { Claim, LeaseQueue, PermanentWorkError, quadraticRetryDelaySeconds, QueueWorkerHost } from '@app/work-queue';
import { TranslationConfig } from '../config/translation.config';
import { FinalStateExtras } from '../webhooks/final-state.writer';
import { asWorkError, finalWorkError } from './work-error';

/** The columns every piece of asynchronous work (batch job, agentic task) has. */
export interface AsyncWorkRecord {
  id: string;
  organizationId: string;
  status: AsyncStatus;
  completedAt: Date | null;
  error: AsyncWorkError | null;
  webhookUrl: string | null;
}

/** What a worker needs of its repository. */
export interface AsyncWorkStore<T> {
  readonly queue: LeaseQueue;
  findById(id: string): Promise<T | null>;
  fail(claim: Claim, completedAt: Date, error: AsyncWorkError, extras: FinalStateExtras): Promise<boolean>;
}

/**
 * A lease-queue worker of asynchronous work: started and stopped with the app, it keeps each
 * item's last error so that the ERROR record of work whose attempts ran out says why, and queues
 * the completion webhook with the final state. Subclasses say how an item is computed.
 */
export abstract class AsyncWorkWorker<T extends AsyncWorkRecord> extends QueueWorkerHost {
  protected abstract readonly logger: Logger;
  /** The last error of an item in hand, for the ERROR record when its attempts run out. */
  private readonly lastErrors = new Map<string, AsyncWorkError>();

  constructor(
    private readonly store: AsyncWorkStore<T>,
    private readonly kind: { name: string; concurrency: number; webhookType: WebhookEventType },
    config: TranslationConfig,
  ) {
    super(store.queue, {
      name: kind.name,
      concurrency: kind.concurrency,
      pollIntervalMs: config.ASYNC_POLL_INTERVAL_MS,
      leaseSeconds: config.ASYNC_LEASE_SECONDS,
      maxAttempts: config.ASYNC_MAX_ATTEMPTS,
      retryDelaySeconds: quadraticRetryDelaySeconds,
    });
  }

  /** The item's id is the request id of its work: every log line and call to another service carries it. */
  process(claim: Claim): Promise<void> {
    return asyncContext.run(requestContext(claim.id), () => this.computeItem(claim));
  }

  private async computeItem(claim: Claim): Promise<void> {
    const item = await this.store.findById(claim.id);
    if (!item) return;
    try {
      await this.compute(claim, item);
      this.lastErrors.delete(item.id);
    } catch (error) {
      const { error: workError, permanent } = asWorkError(error);
      this.lastErrors.set(item.id, workError);
      throw permanent ? new PermanentWorkError(workError.message) : error;
    }
  }

  async fail(claim: Claim, message: string): Promise<void> {
    const item = await this.store.findById(claim.id);
    if (!item) return;
    const failed = finalWorkError(this.lastErrors.get(item.id), message);
    this.lastErrors.delete(item.id);
    const completedAt = new Date();
    const final: T = { ...item, status: 'ERROR', completedAt, error: failed };
    await this.store.fail(claim, completedAt, failed, { webhook: this.webhookOf(final) });
    this.logger.warn({ id: item.id, err: failed.message }, `${this.kind.name}: failed`);
  }

  /** Computes the item and writes its READY state (with `webhookOf` of it) under the claim. */
  protected abstract compute(claim: Claim, item: T): Promise<void>;

  /** The item as its GET route answers it: the webhook's `data`. */
  protected abstract record(item: T): object;

  protected webhookOf(item: T): FinalStateExtras['webhook'] {
    if (!item.webhookUrl) return null;
    return {
      organizationId: item.organizationId,
      url: item.webhookUrl,
      type: this.kind.webhookType,
      subjectId: item.id,
      data: this.record(item),
    };
  }
}
