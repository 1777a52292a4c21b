import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import { ErrorCode } from '@app/contracts';
import type { FastifyReply as Response, FastifyRequest as Request } from 'fastify';
import { classifyError, errorHeaders } from '../errors/http-error.filter';

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

/** Every failure of the DeepL API as DeepL answers it: `{message}` with DeepL's status. */
@Catch()
export class DeeplErrorFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<Request>();
    const response = host.switchToHttp().getResponse<Response>();
    const error = classifyError(exception, request);
    const headers = errorHeaders(error);
    if (headers) void response.headers(headers);
    // JSON even where the route had set its success type (the TSV of glossary entries).
    void response
      .status(deeplStatusOf(error.code, error.status))
      .type('application/json; charset=utf-8')
      .send({ message: error.message });
  }
}
