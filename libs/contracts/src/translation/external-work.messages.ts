import { IsIn, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, IsUUID, MaxLength, Min } from 'class-validator';
import { OrgScopedRequest } from '../context';
import { NestedObject } from '../nested-object';
import { WebhookEventType, WebhookEventTypes } from './webhook-events';

/** Operations other services settle through `translation.external-work.settle.v1` (usage records name them). */
export const EXTERNAL_OPERATIONS = ['translate-document'] as const;
export type ExternalOperation = (typeof EXTERNAL_OPERATIONS)[number];

export class ExternalWorkWebhook {
  @IsString()
  @IsNotEmpty()
  @MaxLength(2_048)
  url: string;

  @IsIn(Object.values(WebhookEventTypes))
  type: WebhookEventType;

  /** The work's record as the notification carries it. */
  @IsObject()
  data: Record<string, unknown>;
}

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

  @IsOptional()
  @NestedObject(() => ExternalWorkWebhook)
  webhook?: ExternalWorkWebhook;
}

export interface SettleExternalWorkResponse {
  credits: number;
}
