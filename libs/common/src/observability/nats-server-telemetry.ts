import { ROOT_CONTEXT, trace } from '@opentelemetry/api';
import type { Attributes, Context, Span } from '@opentelemetry/api';
import type { MsgHdrs } from 'nats';
import { DomainException } from '../errors/domain.exception';
import { natsRequestDuration, natsRequestsHandled, secondsSince } from './metrics';
import { extractTraceContext, markFailed, SpanKind, tracer } from './tracing';

/** A subject's server span name (the subject as in libs/contracts) and attributes. */
interface SpanShape {
  readonly name: string;
  readonly attributes: Readonly<Attributes>;
}

/**
 * For every NATS message a service handles: the count and latency of its subject by outcome (`ok`
 * or the error code), and, when tracing is on, a server span that continues the caller's trace
 * (the `traceparent` header). Subjects are counted as written in libs/contracts, without the
 * cluster's prefix. The services' IncomingMessageInterceptor runs the handler in the message's
 * trace context.
 */
export class NatsServerTelemetry {
  /**
   * By subject as received (with the cluster's prefix), made at its first message rather than at
   * every one. The attributes object is shared: the SDK copies attributes into each span.
   */
  private readonly shapes = new Map<string, SpanShape>();

  constructor(
    private readonly subjectPrefix: string,
    private readonly tracing: boolean,
  ) {}

  /** Starts the telemetry of one message, received on `subject` with `headers`. */
  begin(subject: string, headers: MsgHdrs | undefined): HandledMessage {
    const shape = this.shapes.get(subject) ?? this.shapeOf(subject);
    if (!this.tracing) return new HandledMessage(shape.name, undefined, ROOT_CONTEXT);
    const parent = extractTraceContext(headers);
    const span = tracer.startSpan(shape.name, { kind: SpanKind.SERVER, attributes: shape.attributes }, parent);
    return new HandledMessage(shape.name, span, trace.setSpan(parent, span));
  }

  private shapeOf(received: string): SpanShape {
    const subject = this.unprefixed(received);
    const shape = { name: subject, attributes: { 'messaging.system': 'nats', 'messaging.destination.name': subject } };
    this.shapes.set(received, shape);
    return shape;
  }

  private unprefixed(subject: string): string {
    const prefix = this.subjectPrefix ? `${this.subjectPrefix}.` : '';
    return prefix && subject.startsWith(prefix) ? subject.slice(prefix.length) : subject;
  }
}

/** One message in its handler: counted and its span ended once the handler answers or fails. */
export class HandledMessage {
  private readonly started = process.hrtime.bigint();

  constructor(
    private readonly subject: string,
    private readonly span: Span | undefined,
    /** The context the handler runs in: its server span over the caller's trace, when tracing is on. */
    readonly traceContext: Context,
  ) {}

  succeeded(): void {
    this.finish('ok');
  }

  failed(error: unknown): void {
    if (this.span) markFailed(this.span, error);
    this.finish(error instanceof DomainException ? error.code : 'INTERNAL');
  }

  private finish(outcome: string): void {
    const labels = { subject: this.subject, outcome };
    natsRequestsHandled.inc(labels);
    natsRequestDuration.observe(labels, secondsSince(this.started));
    this.span?.end();
  }
}
