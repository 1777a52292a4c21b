import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { ErrorCode, isRpcErrorPayload, RpcErrorPayload } from '@app/contracts';
import { randomUUID } from 'node:crypto';
import { Observable, throwError } from 'rxjs';
import { isDatabaseUnavailable } from '../database/database-unavailable';
import { DomainException } from './domain.exception';

/** The part of Express's response a probe reply uses. */
interface ProbeResponse {
  status(code: number): { json(body: unknown): void };
}

/**
 * Turns every failure inside a message handler into `{code, message, details}`.
 * Nest's default would answer "Internal server error" for anything that is not
 * an RpcException, hiding the code the gateway needs.
 */
@Catch()
export class AllRpcExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('RpcExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): Observable<RpcErrorPayload> | undefined {
    if (host.getType() === 'http') {
      this.replyToProbe(exception, host);
      return;
    }
    return throwError(() => this.toPayload(exception));
  }

  /** Services also serve /livez and /readyz over HTTP; those errors stay plain HTTP. */
  private replyToProbe(exception: unknown, host: ArgumentsHost): void {
    const status = exception instanceof HttpException ? exception.getStatus() : 500;
    const body = exception instanceof HttpException ? exception.getResponse() : { status: 'error' };
    host.switchToHttp().getResponse<ProbeResponse>().status(status).json(body);
  }

  private toPayload(exception: unknown): RpcErrorPayload {
    if (exception instanceof DomainException) return exception.toPayload();
    if (exception instanceof RpcException) {
      const inner = exception.getError();
      if (isRpcErrorPayload(inner)) return inner;
    }
    if (isRpcErrorPayload(exception)) return exception;
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn({ err: String(exception) }, 'database unavailable');
      return { code: ErrorCode.ENGINE_UNAVAILABLE, message: 'The database is unavailable; try again shortly' };
    }
    const requestId = randomUUID();
    this.logger.error({ requestId, err: String(exception) }, (exception as Partial<Error> | null | undefined)?.stack);
    return { code: ErrorCode.INTERNAL, message: `Internal error (request id ${requestId})`, details: [{ requestId }] };
  }
}
