import { ErrorCode, RpcErrorPayload } from '@app/contracts';

/**
 * A failure the caller should see, carrying the code that decides its HTTP
 * status at the gateway. Services throw these; anything else is an INTERNAL error.
 */
export class DomainException extends Error {
  constructor(
    message: string,
    readonly code: ErrorCode,
    readonly details?: unknown[],
  ) {
    super(message);
    this.name = 'DomainException';
  }

  toPayload(): RpcErrorPayload {
    return this.details
      ? { code: this.code, message: this.message, details: this.details }
      : { code: this.code, message: this.message };
  }

  withDetails(details: unknown[]): DomainException {
    return new DomainException(this.message, this.code, details);
  }

  static badRequest(message: string, details?: unknown[]) {
    return new DomainException(message, ErrorCode.BAD_REQUEST, details);
  }
  static notFound(message: string) {
    return new DomainException(message, ErrorCode.NOT_FOUND);
  }
  static conflict(message: string, details?: unknown[]) {
    return new DomainException(message, ErrorCode.CONFLICT, details);
  }
  static unavailable(message: string) {
    return new DomainException(message, ErrorCode.ENGINE_UNAVAILABLE);
  }
  static unprocessable(message: string, details?: unknown[]) {
    return new DomainException(message, ErrorCode.UNPROCESSABLE, details);
  }
}
