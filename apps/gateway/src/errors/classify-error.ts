import { HttpException, Logger } from '@nestjs/common';
import { DomainException } from '@app/common';
import { ErrorCode } from '@app/contracts';
import type { FastifyRequest as Request } from 'fastify';
import { randomUUID } from 'node:crypto';
import { unreadBodyHint } from '../http/body-hint';
import { errorCodeOfStatus, httpStatusOf, UNAVAILABLE_RETRY_AFTER_SECONDS } from './error-status';

export interface HttpError {
  status: number;
  code: ErrorCode;
  message: string;
  details?: unknown[];
  headers?: Record<string, string>;
}

/** Body parser (http/body-parsers.ts) and Fastify errors reach Nest as plain errors carrying a status or a code. */
function fromTransportError(error: {
  status?: number;
  statusCode?: number;
  type?: string;
  code?: string;
  message?: string;
}): HttpError | null {
  if (error.type === 'entity.parse.failed')
    return { status: 400, code: ErrorCode.BAD_REQUEST, message: 'Malformed JSON in request body' };
  if (error.type === 'entity.too.large' || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return { status: 413, code: ErrorCode.PAYLOAD_TOO_LARGE, message: 'Request body is larger than the size limit' };
  }
  if (error.type === 'encoding.unsupported')
    return { status: 415, code: ErrorCode.BAD_REQUEST, message: error.message ?? 'Unsupported Content-Encoding' };
  // Every other body-parser refusal (an unsupported charset or Content-Encoding: 415 there, an
  // aborted or mis-sized body) is a body that cannot be read: CONTRACT's 400, not a status
  // outside its list.
  if (typeof error.type === 'string' && typeof error.status === 'number' && error.status < 500)
    return {
      status: 400,
      code: ErrorCode.BAD_REQUEST,
      message: `Unreadable request body: ${error.message ?? error.type}`,
    };
  // Fastify's own refusals (FST_ERR_*) carry `statusCode`; anything it refuses is a body or URL it cannot read.
  const status = error.status ?? error.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, code: errorCodeOfStatus(status), message: error.message ?? 'Bad request' };
  }
  return null;
}

function messageOf(exception: HttpException): string {
  const body = exception.getResponse();
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : exception.message;
}

const logger = new Logger('HttpErrorFilter');

/**
 * The status, code and message of any failure, as CONTRACT decides them; the compatible APIs'
 * filters (deepl-api, libretranslate-api) start from it and answer in their protocol's shape.
 */
export function classifyError(exception: unknown, request: Request): HttpError {
  if (exception instanceof DomainException) {
    const details = exception.details;
    const status = httpStatusOf(exception.code);
    const headers = exception.code === ErrorCode.QUOTA_EXCEEDED ? quotaRetryAfter(details) : undefined;
    const hint = exception.code === ErrorCode.BAD_REQUEST ? unreadBodyHint(request) : undefined;
    const message = hint ? `${exception.message} (${hint})` : exception.message;
    return { status, code: exception.code, message, details, ...(headers ? { headers } : {}) };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const message = status === 404 && !messageOf(exception).includes(' ') ? 'Not found' : messageOf(exception);
    return {
      status,
      code: errorCodeOfStatus(status),
      message: status === 404 ? notFoundMessage(request, message) : message,
    };
  }
  const transport = fromTransportError(exception as never);
  if (transport) return transport;
  const requestId = randomUUID();
  logger.error(
    { requestId, path: request.url, err: String(exception) },
    exception instanceof Error ? exception.stack : undefined,
  );
  return {
    status: 500,
    code: ErrorCode.INTERNAL,
    message: `Internal error (request id ${requestId})`,
    details: [{ requestId }],
  };
}

/** Headers an error answer carries: its own (Retry-After of a quota), else Retry-After on a 503. */
export function errorHeaders(error: HttpError): Record<string, string> | undefined {
  return error.headers ?? (error.status === 503 ? UNAVAILABLE_RETRY_AFTER : undefined);
}

function notFoundMessage(request: Request, message: string): string {
  return message.startsWith('Cannot ') ? `No route ${request.method} ${request.url.split('?')[0]}` : message;
}

const UNAVAILABLE_RETRY_AFTER = { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) };

/** A 429 carries Retry-After (CONTRACT): for a spent monthly quota, the seconds until it resets. */
export function quotaRetryAfter(details: unknown[] | undefined): Record<string, string> | undefined {
  const resetsAt = (details?.[0] as { resetsAt?: unknown } | undefined)?.resetsAt;
  const at = typeof resetsAt === 'string' ? Date.parse(resetsAt) : NaN;
  if (Number.isNaN(at)) return undefined;
  return { 'Retry-After': String(Math.max(0, Math.ceil((at - Date.now()) / 1000))) };
}
