import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { MsgHdrs } from 'nats';
import { randomUUID } from 'node:crypto';
import { finalize, Observable } from 'rxjs';
import type { InFlight } from '../lifecycle/in-flight';
import { asyncContext, requestContext } from '../logging/request-context';
import { REQUEST_ID_HEADER } from '../nats/nats.constants';
import { NatsServerTelemetry } from '../observability/nats-server-telemetry';
import { tracingEnabled } from '../observability/tracing';

/**
 * The NATS context as Nest hands it over, typed for what it may really be: Nest types the headers
 * as `any`, and a message published without headers has none.
 */
interface IncomingNatsContext {
  getSubject?: () => string;
  getHeaders?: () => MsgHdrs | undefined;
}

/**
 * What every handler of a service gets: it counts as in flight until its answer is complete (a
 * graceful stop waits for it); and a NATS message's handler runs in one async context holding the
 * message's correlation id (its `x-request-id` header, or a new one) and, when tracing is on, its
 * server span, while its subject is counted and timed (NatsServerTelemetry). One interceptor, one
 * Observable and one `asyncContext.run` per message: Nest wraps each interceptor per call.
 */
@Injectable()
export class IncomingMessageInterceptor implements NestInterceptor {
  private readonly telemetry: NatsServerTelemetry;

  constructor(
    subjectPrefix: string,
    private readonly inFlight: InFlight,
    tracing = tracingEnabled(),
  ) {
    this.telemetry = new NatsServerTelemetry(subjectPrefix, tracing);
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    this.inFlight.enter();
    return this.handled(context, next).pipe(finalize(() => this.inFlight.leave()));
  }

  private handled(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const nats = context.switchToRpc().getContext<IncomingNatsContext | undefined>();
    const headers = nats?.getHeaders?.();
    const message = this.telemetry.begin(nats?.getSubject?.() ?? 'unknown', headers);
    const handlerContext = requestContext(requestIdOf(headers), message.traceContext);
    return new Observable((subscriber) =>
      asyncContext.run(handlerContext, () =>
        next.handle().subscribe({
          next: (value) => subscriber.next(value),
          error: (error: unknown) => {
            message.failed(error);
            subscriber.error(error);
          },
          complete: () => {
            message.succeeded();
            subscriber.complete();
          },
        }),
      ),
    );
  }
}

function requestIdOf(headers: MsgHdrs | undefined): string {
  const sent = headers?.get(REQUEST_ID_HEADER);
  // An absent header reads as '' from nats.js: both mean "make one".
  return sent === undefined || sent === '' ? randomUUID() : sent;
}
