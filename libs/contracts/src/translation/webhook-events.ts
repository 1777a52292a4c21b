import { DocumentRecord } from '../localization/document.messages';
import { AgenticRecord } from './agentic.messages';
import { BatchJobRecord } from './batch-job.messages';

/** CONTRACT "Asynchronous work": the body of every webhook notification is `{type, data}`. */
export const WebhookEventTypes = {
  batchCompleted: 'translation.batch.completed',
  agenticCompleted: 'translation.agentic.completed',
  documentCompleted: 'translation.document.completed',
} as const;
export type WebhookEventType = (typeof WebhookEventTypes)[keyof typeof WebhookEventTypes];

export type WebhookEvent =
  | { type: typeof WebhookEventTypes.batchCompleted; data: BatchJobRecord }
  | { type: typeof WebhookEventTypes.agenticCompleted; data: AgenticRecord }
  | { type: typeof WebhookEventTypes.documentCompleted; data: DocumentRecord };

/** Standard Webhooks headers (https://www.standardwebhooks.com). */
export const WebhookHeaders = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;
