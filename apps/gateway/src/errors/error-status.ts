import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@app/contracts';

function assertUnreachable(value: never): never {
  throw new Error(`Unmapped error code ${String(value)}`);
}

/**
 * A 503 says when to try again: a crashed app is restarted within seconds (npm start's supervisor,
 * Kubernetes), and a stopped one is refused at once ("no responders"), so a short pause is the hint.
 */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** The one place that decides the HTTP status of an error code (CONTRACT "Envelope and errors"). */
export function httpStatusOf(code: ErrorCode): HttpStatus {
  switch (code) {
    case ErrorCode.BAD_REQUEST:
      return HttpStatus.BAD_REQUEST;
    case ErrorCode.UNAUTHORIZED:
      return HttpStatus.UNAUTHORIZED;
    case ErrorCode.FORBIDDEN:
      return HttpStatus.FORBIDDEN;
    case ErrorCode.NOT_FOUND:
      return HttpStatus.NOT_FOUND;
    case ErrorCode.CONFLICT:
      return HttpStatus.CONFLICT;
    case ErrorCode.GONE:
      return HttpStatus.GONE;
    case ErrorCode.PAYLOAD_TOO_LARGE:
      return HttpStatus.PAYLOAD_TOO_LARGE;
    case ErrorCode.UNPROCESSABLE:
      return HttpStatus.UNPROCESSABLE_ENTITY;
    case ErrorCode.RATE_LIMITED:
    case ErrorCode.QUOTA_EXCEEDED:
      return HttpStatus.TOO_MANY_REQUESTS;
    case ErrorCode.ENGINE_UNAVAILABLE:
      return HttpStatus.SERVICE_UNAVAILABLE;
    case ErrorCode.INTERNAL:
      return HttpStatus.INTERNAL_SERVER_ERROR;
    default:
      return assertUnreachable(code);
  }
}

/** For errors raised by Nest or Express themselves, which carry a status but no code. */
export function errorCodeOfStatus(status: number): ErrorCode {
  const byStatus: Record<number, ErrorCode> = {
    400: ErrorCode.BAD_REQUEST,
    401: ErrorCode.UNAUTHORIZED,
    403: ErrorCode.FORBIDDEN,
    404: ErrorCode.NOT_FOUND,
    405: ErrorCode.NOT_FOUND,
    409: ErrorCode.CONFLICT,
    410: ErrorCode.GONE,
    413: ErrorCode.PAYLOAD_TOO_LARGE,
    415: ErrorCode.BAD_REQUEST,
    422: ErrorCode.UNPROCESSABLE,
    429: ErrorCode.RATE_LIMITED,
    503: ErrorCode.ENGINE_UNAVAILABLE,
  };
  return byStatus[status] ?? (status < 500 ? ErrorCode.BAD_REQUEST : ErrorCode.INTERNAL);
}
