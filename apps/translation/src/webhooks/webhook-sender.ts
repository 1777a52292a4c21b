import { assertPublicHttpUrl, BlockedAddressError, guardedLookup } from '@app/net-guard';
import { WebhookHeaders } from '@app/contracts';
import http from 'node:http';
import https from 'node:https';
import { Webhook } from 'standardwebhooks';

export interface WebhookAttempt {
  id: string;
  url: string;
  body: string;
  /** The organization's `whsec_...` secret. */
  secret: string;
}

export interface SendOptions {
  timeoutMs: number;
  allowPrivate: boolean;
}

/** Why an attempt did not count as delivered; `retry: false` for faults no retry can mend. */
export class WebhookAttemptError extends Error {
  constructor(
    message: string,
    readonly retry = true,
  ) {
    super(message);
  }
}

/**
 * One signed POST (Standard Webhooks): `webhook-signature` is `v1,<base64 HMAC-SHA256 of
 * "id.timestamp.body">` keyed with the secret's base64-decoded bytes, signed anew per attempt
 * (the timestamp is the attempt's). 2xx is delivered; redirects are not followed (a receiver's
 * URL is what it registered), anything else is an error worth retrying.
 */
export async function sendWebhook(attempt: WebhookAttempt, options: SendOptions): Promise<number> {
  const timestamp = new Date();
  const signature = new Webhook(attempt.secret).sign(attempt.id, timestamp, attempt.body);
  let url: URL;
  try {
    // Node connects to a literal address without any lookup: guardedLookup sees only names.
    url = assertPublicHttpUrl(attempt.url, 'X-Webhook-Url', options.allowPrivate);
  } catch (error) {
    throw new WebhookAttemptError((error as BlockedAddressError).message, false);
  }
  const client = url.protocol === 'https:' ? https : http;
  let deadline: NodeJS.Timeout | undefined;
  const status = await new Promise<number>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: guardedLookup(options.allowPrivate, 'X-Webhook-Url'),
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(attempt.body),
          'user-agent': 'translation-service-webhooks/1',
          [WebhookHeaders.id]: attempt.id,
          [WebhookHeaders.timestamp]: String(Math.floor(timestamp.getTime() / 1000)),
          [WebhookHeaders.signature]: signature,
        },
      },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
        response.once('error', reject);
      },
    );
    // The whole attempt, not only a silence: a receiver that trickles its answer is cut off too.
    deadline = setTimeout(() => {
      reject(new WebhookAttemptError(`no answer within ${options.timeoutMs} ms`));
      request.destroy();
    }, options.timeoutMs);
    request.once('error', reject);
    request.end(attempt.body);
  })
    .finally(() => clearTimeout(deadline))
    .catch((error: unknown) => {
      if (error instanceof WebhookAttemptError) throw error;
      if (error instanceof BlockedAddressError) throw new WebhookAttemptError(error.message, false);
      throw new WebhookAttemptError(`could not connect: ${(error as Error).message}`);
    });
  if (status < 200 || status >= 300) throw new WebhookAttemptError(`receiver answered HTTP ${status}`);
  return status;
}
