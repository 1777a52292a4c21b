import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import { ErrorEnvelope } from '@app/contracts';
import type { FastifyReply as Response, FastifyRequest as Request } from 'fastify';
import { deeplErrorAnswer } from '../deepl-api/deepl-error-answer';
import { libreTranslateErrorAnswer } from '../libretranslate-api/libretranslate-error-answer';
import { classifyError, errorHeaders, HttpError } from './classify-error';

export { quotaRetryAfter } from './classify-error';

/** A protocol's error answer: its status and body for a classified error. */
export type ErrorAnswer = (error: HttpError, request: Request) => { status: number; body: unknown };

/**
 * The compatible APIs answer errors in their protocol's shape, by path, so that refusals made
 * before a route is reached (body parsers, malformed URLs) read as theirs too.
 */
const PROTOCOL_ERRORS: [prefix: string, answer: ErrorAnswer][] = [
  ['/deepl/', deeplErrorAnswer],
  ['/libretranslate/', libreTranslateErrorAnswer],
];

function envelopeOf(error: HttpError): { status: number; body: ErrorEnvelope } {
  return {
    status: error.status,
    body: {
      status: 'error',
      timestamp: new Date().toISOString(),
      error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) },
    },
  };
}

/** Sends a classified error: the SPEC envelope, or the shape of the compatible API the path belongs to. */
export function sendError(error: HttpError, request: Request, response: Response): void {
  const headers = errorHeaders(error);
  if (headers) void response.headers(headers);
  const protocol = PROTOCOL_ERRORS.find(([prefix]) => request.url.startsWith(prefix))?.[1];
  const { status, body } = protocol ? protocol(error, request) : envelopeOf(error);
  // JSON even where the route had set its success type (a TSV answer, a download).
  void response.status(status).type('application/json; charset=utf-8').send(body);
}

/** The one filter that turns every failure into the SPEC error envelope with CONTRACT's status and code. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    sendError(classifyError(exception, request), request, http.getResponse<Response>());
  }
}
