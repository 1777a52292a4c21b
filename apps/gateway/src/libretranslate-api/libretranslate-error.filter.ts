import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import { ErrorCode } from '@app/contracts';
import type { FastifyReply as Response, FastifyRequest as Request } from 'fastify';
import { classifyError, errorHeaders } from '../errors/http-error.filter';
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
    case ErrorCode.NOT_FOUND:
      return 400;
    default:
      return status;
  }
}

/** Every failure of the LibreTranslate API as LibreTranslate answers it: `{error}` with its status. */
@Catch()
export class LibreTranslateErrorFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<Request>();
    const response = host.switchToHttp().getResponse<Response>();
    const error = classifyError(exception, request);
    const headers = errorHeaders(error);
    if (headers) void response.headers(headers);
    const keySent = libreTranslateApiKey(request) !== null;
    const message =
      error.code === ErrorCode.UNAUTHORIZED && !keySent
        ? 'Missing API key: send api_key (this server needs one)'
        : error.message;
    void response
      .status(libreTranslateStatusOf(error.code, error.status, keySent))
      .type('application/json; charset=utf-8')
      .send({ error: message });
  }
}
