import { IsNotEmpty, IsString, IsUrl, MaxLength } from 'class-validator';
import { OrgScopedRequest } from '../context';

/** SPEC "States and transitions" (Form A): the states of a batch job and of a Form A agentic task. */
export const ASYNC_STATUSES = ['PENDING', 'READY', 'ERROR'] as const;
export type AsyncStatus = (typeof ASYNC_STATUSES)[number];

/** Why an asynchronous job or task ended in `ERROR` (the same `{code, message}` as a failed batch item). */
export interface AsyncWorkError {
  code: string;
  message: string;
}

export const AsyncWorkLimits = {
  /** Longest `X-Webhook-Url` accepted. */
  maxWebhookUrlChars: 2_048,
} as const;

/** Options shared by requests that start asynchronous work: where to notify on completion. */
export function IsWebhookUrl() {
  return IsUrl(
    { protocols: ['http', 'https'], require_protocol: true, require_tld: false, require_host: true },
    { message: 'X-Webhook-Url must be an http(s) URL' },
  );
}

/** A job or task id as clients send it in the path; anything that is not one of ours is a 404. */
export class GetAsyncWorkRequest extends OrgScopedRequest {
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  id: string;
}
