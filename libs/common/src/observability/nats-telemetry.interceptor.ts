import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { context as otelContext, trace } from '@opentelemetry/api';
import type { MsgHdrs } from 'nats';
import { Observable } from 'rxjs';
import { DomainException } from '../errors/domain.exception';
import { natsRequestDuration, natsRequestsHandled, secondsSince } from './metrics';
import type { Attributes } from '@opentelemetry/api';
import { extractTraceContext, markFailed, SpanKind, tracer } from './tracing';

/** The NATS context as Nest hands it over (a message published without headers has none). */
interface IncomingNatsContext {
  getSubject?: () => string;
  getHeaders?: () => MsgHdrs | undefined;
}

/** A subject's server span name (the subject as in libs/contracts) and attributes. */
interface SpanShape {
  readonly name: string;
  readonly attributes: Readonly<Attributes>;
}

/**
 * For every NATS message a service handles: a server span that continues the caller's trace (the
 * `traceparent` header), and the count and latency of the subject by outcome (`ok` or the error
 * code). Subjects are counted as written in libs/contracts, without the cluster's prefix.
 */
@Injectable()
export class NatsTelemetryInterceptor implements NestInterceptor {
  /**
   * By subject as received (with the cluster's prefix), made at its first message rather than at
   * every one. The attributes object is shared: the SDK copies attributes into each span.
   */
  private readonly spans = new Map<string, SpanShape>();

  constructor(private readonly subjectPrefix: string) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const nats = context.switchToRpc().getContext<IncomingNatsContext | undefined>();
    const received = nats?.getSubject?.() ?? 'unknown';
    const shape = this.spans.get(received) ?? this.shapeOf(received);
    const subject = shape.name;
    const parent = extractTraceContext(nats?.getHeaders?.());
    const span = tracer.startSpan(subject, { kind: SpanKind.SERVER, attributes: shape.attributes }, parent);
    const started = process.hrtime.bigint();
    const finish = (outcome: string) => {
      const labels = { subject, outcome };
      natsRequestsHandled.inc(labels);
      natsRequestDuration.observe(labels, secondsSince(started));
      span.end();
    };
    return new Observable((subscriber) =>
      otelContext.with(trace.setSpan(parent, span), () =>
        next.handle().subscribe({
          next: (value) => subscriber.next(value),
          error: (error: unknown) => {
            markFailed(span, error);
            finish(error instanceof DomainException ? error.code : 'INTERNAL');
            subscriber.error(error);
          },
          complete: () => {
            finish('ok');
            subscriber.complete();
          },
        }),
      ),
    );
  }

  private shapeOf(received: string): SpanShape {
    const subject = this.unprefixed(received);
    const shape = { name: subject, attributes: { 'messaging.system': 'nats', 'messaging.destination.name': subject } };
    this.spans.set(received, shape);
    return shape;
  }

  private unprefixed(subject: string): string {
    const prefix = this.subjectPrefix ? `${this.subjectPrefix}.` : '';
    return prefix && subject.startsWith(prefix) ? subject.slice(prefix.length) : subject;
  }
}
