import { IsIn, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, IsUUID, MaxLength, Min } from 'class-validator';
import { OrgScopedRequest } from '../context';
import { WebhookEventType, WebhookEventTypes } from './webhook-events';

/** Operations other services settle through `translation.external-work.settle.v1` (usage records name them). */
export const EXTERNAL_OPERATIONS = ['translate-document'] as const;
export type ExternalOperation = (typeof EXTERNAL_OPERATIONS)[number];

/**
 * The end of work another service ran (a document): its credits, recorded once per `workId`,
 * and its completion webhook, queued once per `workId`, in one transaction of the translation
 * service (the owner of usage and webhook delivery). A repeated settlement changes nothing.
 */
export class SettleExternalWorkRequest extends OrgScopedRequest {
  @IsUUID()
  workId: string;

  @IsIn(EXTERNAL_OPERATIONS)
  operation: ExternalOperation;

  /** Source words of what was translated; 0 for work that failed (CONTRACT: it costs nothing). */
  @IsInt()
  @Min(0)
  words: number;

  /** Texts translated. */
  @IsInt()
  @Min(0)
  items: number;

  /** Where the completion webhook goes (the job's `X-Webhook-Url`); none without it. */
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(2_048)
  webhookUrl?: string;

  /** The work's record as the notification carries it (`data`). */
  @IsObject()
  record: Record<string, unknown>;
}

/** The webhook type of each operation's completion. */
export const EXTERNAL_WEBHOOK_TYPES: Record<ExternalOperation, WebhookEventType> = {
  'translate-document': WebhookEventTypes.documentCompleted,
};

export interface SettleExternalWorkResponse {
  credits: number;
}
