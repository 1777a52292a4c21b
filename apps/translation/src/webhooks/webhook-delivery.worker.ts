import { Injectable, Logger } from '@nestjs/common';
import { RpcClient } from '@app/common';
import { GetWebhookSecretRequest, Subjects, WebhookSecretResponse } from '@app/contracts';
import { Claim, exponentialJitterDelaySeconds, PermanentWorkError, QueueWorkerHost } from '@app/work-queue';
import { TranslationConfig } from '../config/translation.config';
import { WebhookDeliveryRepository } from './webhook-delivery.repository';
import { sendWebhook, WebhookAttemptError } from './webhook-sender';

/**
 * Sends queued webhook notifications: signed with the organization's current secret, retried
 * with exponential backoff and jitter under the same `webhook-id`, given up after
 * WEBHOOK_MAX_ATTEMPTS with the reason kept in `last_error`.
 */
@Injectable()
export class WebhookDeliveryWorker extends QueueWorkerHost {
  private readonly logger = new Logger(WebhookDeliveryWorker.name);

  constructor(
    private readonly deliveries: WebhookDeliveryRepository,
    private readonly rpc: RpcClient,
    private readonly config: TranslationConfig,
  ) {
    super(deliveries.queue, {
      name: 'webhook-deliveries',
      concurrency: config.WEBHOOK_CONCURRENCY,
      pollIntervalMs: config.ASYNC_POLL_INTERVAL_MS,
      // An attempt lasts at most the timeout; the lease outlives it with room to spare.
      leaseSeconds: Math.max(30, Math.ceil((config.WEBHOOK_TIMEOUT_MS * 3) / 1000)),
      maxAttempts: config.WEBHOOK_MAX_ATTEMPTS,
      retryDelaySeconds: exponentialJitterDelaySeconds(
        config.WEBHOOK_RETRY_BASE_SECONDS,
        config.WEBHOOK_RETRY_MAX_SECONDS,
      ),
    });
  }

  async process(claim: Claim): Promise<void> {
    const delivery = await this.deliveries.findById(claim.id);
    if (!delivery) return;
    const request: GetWebhookSecretRequest = { org: delivery.organizationId };
    const { secret } = await this.rpc.send<WebhookSecretResponse>(Subjects.auth.getWebhookSecret, request, {
      timeoutMs: 10_000,
    });
    try {
      const status = await sendWebhook(
        { id: delivery.id, url: delivery.url, body: delivery.body, secret },
        { timeoutMs: this.config.WEBHOOK_TIMEOUT_MS, allowPrivate: this.config.allowPrivateWebhooks },
      );
      await this.deliveries.delivered(claim);
      this.logger.log({ deliveryId: delivery.id, subjectId: delivery.subjectId, status }, 'webhook delivered');
    } catch (error) {
      if (error instanceof WebhookAttemptError && !error.retry) throw new PermanentWorkError(error.message);
      throw error;
    }
  }

  async onRetry(claim: Claim, error: unknown): Promise<void> {
    await this.deliveries.recordError(claim, (error as Error).message);
  }

  async fail(claim: Claim, message: string): Promise<void> {
    await this.deliveries.failed(claim, message);
    this.logger.warn({ deliveryId: claim.id, reason: message }, 'webhook given up');
  }
}
