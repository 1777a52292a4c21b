import { IsOptional, IsString, MaxLength } from 'class-validator';
import { AsyncStatus, AsyncWorkError, AsyncWorkLimits, GetAsyncWorkRequest, IsWebhookUrl } from './async-work.messages';
import { BatchTranslationResult, TranslateBatchRequest } from './translate-batch.messages';

/** `POST /translation/translate-batch-async`: the Form A batch body, plus the `X-Webhook-Url` header. */
export class StartBatchJobRequest extends TranslateBatchRequest {
  @IsOptional()
  @IsString()
  @MaxLength(AsyncWorkLimits.maxWebhookUrlChars)
  @IsWebhookUrl()
  webhookUrl?: string;
}

export class GetBatchJobRequest extends GetAsyncWorkRequest {}

/** SPEC: `data` = `{job_id, status: 'PENDING'}`, answered at once. */
export interface BatchJobStartedResponse {
  job_id: string;
  status: 'PENDING';
}

/** SPEC "Asynchronous batch job (Form A)". `result` only when READY, `error` only when ERROR. */
export interface BatchJobRecord {
  id: string;
  status: AsyncStatus;
  createdAt: string;
  /** Null while PENDING. */
  completedAt: string | null;
  result?: BatchTranslationResult;
  error?: AsyncWorkError;
  sourceLanguage: string;
  targetLanguage: string;
}
