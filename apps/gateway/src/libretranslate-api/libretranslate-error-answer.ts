import { ErrorCode } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { HttpError } from '../errors/classify-error';
import { libreTranslateApiKey } from './libretranslate-auth';

/**
 * LibreTranslate's statuses (its app.py): 400 for a bad request and for a missing key, 403 for an
 * invalid one, 429 when slowed down (the rate, and here a spent monthly quota too).
 */
export function libreTranslateStatusOf(code: ErrorCode, status: number, keySent: boolean): number {
  switch (code) {
    case ErrorCode.UNAUTHORIZED:
      return keySent ? 403 : 400;
    case ErrorCode.CONFLICT:
    case ErrorCode.UNPROCESSABLE:
      return 400;
    default:
      return status;
  }
}

/** Every failure under /libretranslate as LibreTranslate answers it: `{error}` with its status. */
export function libreTranslateErrorAnswer(error: HttpError, request: FastifyRequest) {
  const keySent = libreTranslateApiKey(request) !== null;
  const missingKey = error.code === ErrorCode.UNAUTHORIZED && !keySent;
  return {
    status: libreTranslateStatusOf(error.code, error.status, keySent),
    body: { error: missingKey ? 'Missing API key: send api_key (this server needs one)' : error.message },
  };
}
