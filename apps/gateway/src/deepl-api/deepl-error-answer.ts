import { ErrorCode } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { HttpError } from '../errors/classify-error';
import { deeplApiKey } from './deepl-auth';

/** DeepL's own status for a spent quota ("Quota exceeded"), which its clients read as such. */
export const DEEPL_QUOTA_EXCEEDED = 456;

/**
 * DeepL's statuses as its clients read them (deepl-node's checkStatusCode): 403 for a missing or
 * bad key (a 401 would be "Unexpected status code"), 456 for a spent quota, 429 for the rate,
 * 404 for an unknown glossary, 400 for anything else the request got wrong.
 */
export function deeplStatusOf(code: ErrorCode, status: number): number {
  switch (code) {
    case ErrorCode.UNAUTHORIZED:
    case ErrorCode.FORBIDDEN:
      return 403;
    case ErrorCode.QUOTA_EXCEEDED:
      return DEEPL_QUOTA_EXCEEDED;
    case ErrorCode.CONFLICT:
    case ErrorCode.UNPROCESSABLE:
      return 400;
    default:
      return status;
  }
}

/** Every failure under /deepl as DeepL answers it: `{message}` with DeepL's status. */
export function deeplErrorAnswer(error: HttpError, request: FastifyRequest) {
  const missingKey = error.code === ErrorCode.UNAUTHORIZED && deeplApiKey(request) === null;
  return {
    status: deeplStatusOf(error.code, error.status),
    body: { message: missingKey ? 'Missing API key: send Authorization: DeepL-Auth-Key <key>' : error.message },
  };
}
