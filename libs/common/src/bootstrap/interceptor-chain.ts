import { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { Observable } from 'rxjs';

/** An interceptor that answers with its Observable at once (no Promise around it). */
export interface SyncInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown>;
}

/**
 * Several interceptors run as one, in the order given (the first is outermost), as Nest would
 * run them: each one's `intercept` is called when the one before subscribes to its `handle()`,
 * so it runs inside the async context (request id, trace) the one before set up.
 *
 * Why: Nest wraps every global interceptor, per message, in a `defer`, an `AsyncResource`, an
 * async function and a `mergeAll`; the services' three (telemetry, request id, in flight) paid
 * that three times on every NATS message (apps/gateway/README.md, fourth round); the gateway's
 * envelope and multipart reading paid it twice per HTTP request (fifth round).
 */
export class InterceptorChain implements NestInterceptor {
  constructor(private readonly interceptors: readonly SyncInterceptor[]) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return this.from(0, context, next);
  }

  private from(index: number, context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (index === this.interceptors.length) return next.handle();
    const rest: CallHandler = {
      handle: () => new Observable((subscriber) => this.from(index + 1, context, next).subscribe(subscriber)),
    };
    return this.interceptors[index].intercept(context, rest);
  }
}
