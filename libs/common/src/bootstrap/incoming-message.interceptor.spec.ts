import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import { NatsContext } from '@nestjs/microservices';
import { SpanStatusCode, trace } from '@opentelemetry/api';
import { headers as natsHeaders } from 'nats';
import { firstValueFrom, Observable } from 'rxjs';
import { CALLER_SPAN, traceparent, startInMemoryTracing } from '../../../../test/support/in-memory-tracing';
import { DomainException } from '../errors/domain.exception';
import { InFlight } from '../lifecycle/in-flight';
import { asyncContext, currentRequestId } from '../logging/request-context';
import { REQUEST_ID_HEADER } from '../nats/nats.constants';
import { natsRequestsHandled } from '../observability/metrics';
import { IncomingMessageInterceptor } from './incoming-message.interceptor';

/** A NATS message on `subject` as Nest hands it to an interceptor, with the headers given. */
function natsMessage(subject: string, sent: Record<string, string>) {
  const headers = natsHeaders();
  for (const [key, value] of Object.entries(sent)) headers.set(key, value);
  const host = new ExecutionContextHost([{}, new NatsContext([subject, headers])]);
  host.setType('rpc');
  return host;
}

/** A handler that answers with what it sees of the async context: the request id and the span. */
const seeing = {
  handle: () =>
    new Observable((subscriber) => {
      const store = asyncContext.getStore();
      subscriber.next({ requestId: currentRequestId(), span: store && trace.getSpan(store)?.spanContext() });
      subscriber.complete();
    }),
};

const handled = async (subject: string, outcome: string) =>
  (await natsRequestsHandled.get()).values.find((v) => v.labels.subject === subject && v.labels.outcome === outcome)
    ?.value ?? 0;

describe('IncomingMessageInterceptor', () => {
  const tracing = startInMemoryTracing();
  afterAll(() => tracing.stop());
  afterEach(() => jest.restoreAllMocks());

  it("runs the handler in one async context holding the message's request id and its server span", async () => {
    const run = jest.spyOn(asyncContext, 'run');
    const message = natsMessage('ns.translation.translate.v1', {
      [REQUEST_ID_HEADER]: 'req-42',
      traceparent: traceparent(),
    });

    const seen = await firstValueFrom(
      new IncomingMessageInterceptor('ns', new InFlight(), true).intercept(message, seeing),
    );

    expect(run).toHaveBeenCalledTimes(1);
    const [span] = tracing.spansOf(CALLER_SPAN.traceId);
    expect(span.name).toBe('translation.translate.v1');
    expect(span.parentSpanContext?.spanId).toBe(CALLER_SPAN.spanId);
    expect(span.attributes).toEqual({
      'messaging.system': 'nats',
      'messaging.destination.name': 'translation.translate.v1',
    });
    expect(seen).toEqual({ requestId: 'req-42', span: span.spanContext() });
    expect(await handled('translation.translate.v1', 'ok')).toBe(1);
  });

  it("counts a failure by its error code and marks the span's error", async () => {
    const failing = {
      handle: () =>
        new Observable(() => {
          throw DomainException.notFound('no such glossary');
        }),
    };
    const message = natsMessage('glossary.get.v1', { traceparent: traceparent() });

    await expect(
      firstValueFrom(new IncomingMessageInterceptor('', new InFlight(), true).intercept(message, failing)),
    ).rejects.toThrow('no such glossary');

    const span = tracing.spans().find((s) => s.name === 'glossary.get.v1');
    expect(span?.status).toEqual({ code: SpanStatusCode.ERROR, message: 'no such glossary' });
    expect(await handled('glossary.get.v1', 'NOT_FOUND')).toBe(1);
  });

  it('with tracing off, makes no span and still gives the handler a request id (a new one when none came)', async () => {
    const run = jest.spyOn(asyncContext, 'run');
    const spansBefore = tracing.spans().length;
    const message = natsMessage('term-counter.count.v1', { traceparent: traceparent() });

    const seen = await firstValueFrom(
      new IncomingMessageInterceptor('', new InFlight(), false).intercept(message, seeing),
    );

    expect(run).toHaveBeenCalledTimes(1);
    expect(seen).toEqual({ requestId: expect.stringMatching(/^[0-9a-f-]{36}$/), span: undefined });
    expect(tracing.spans()).toHaveLength(spansBefore);
    expect(await handled('term-counter.count.v1', 'ok')).toBe(1);
  });

  it('counts every handler, a NATS message or an HTTP probe, as in flight until its answer completes', async () => {
    const inFlight = new InFlight();
    const interceptor = new IncomingMessageInterceptor('', inFlight, false);
    const counting = { handle: () => new Observable((subscriber) => subscriber.next(inFlight.size)) };
    const probe = new ExecutionContextHost([{}, {}]);
    probe.setType('http');

    const subscriptions = [natsMessage('glossary.get.v1', {}), probe].map((context) =>
      interceptor.intercept(context, counting).subscribe(),
    );

    expect(inFlight.size).toBe(2);
    subscriptions[0].unsubscribe();
    expect(inFlight.size).toBe(1);
    subscriptions[1].unsubscribe();
    expect(await inFlight.whenIdle(0)).toBe(true);
  });
});
