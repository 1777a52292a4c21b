import { trace } from '@opentelemetry/api';
import type { SpanContext } from '@opentelemetry/api';
import { asyncContext, currentRequestId } from '@app/common';
import { fastify as createFastify } from 'fastify';
import type { FastifyInstance } from 'fastify';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CALLER_SPAN, traceparent, startInMemoryTracing } from '../../../../test/support/in-memory-tracing';
import { giveRequestIds } from '../http/request-id';
import { observeRequests, traceContextOf } from './http-telemetry';

const apps: FastifyInstance[] = [];

/** The gateway's request hooks as main.ts installs them, and a route that answers with what its handler sees. */
async function gateway(tracing: boolean) {
  // Closed at once: a request the slow route still holds would keep it open.
  const app = createFastify({ forceCloseConnections: true });
  apps.push(app);
  observeRequests(app, tracing);
  giveRequestIds(app, traceContextOf);
  app.get('/v1/slow', () => new Promise(() => undefined));
  app.post('/v1/things/:id', () => {
    const store = asyncContext.getStore();
    const span: SpanContext | undefined = store && trace.getSpan(store)?.spanContext();
    return { requestId: currentRequestId(), span };
  });
  await app.ready();
  return app;
}

describe('the gateway request hooks (http-telemetry.ts, request-id.ts)', () => {
  const tracing = startInMemoryTracing();
  afterAll(() => tracing.stop());
  afterEach(async () => {
    jest.restoreAllMocks();
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  it("run the handler in one async context holding the request id and the request's server span", async () => {
    const app = await gateway(true);
    const run = jest.spyOn(asyncContext, 'run');

    const answer = await app.inject({
      method: 'POST',
      url: '/v1/things/7?full=1',
      headers: { 'x-request-id': 'req-9', traceparent: traceparent() },
      payload: { a: 1 },
    });

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-request-id']).toBe('req-9');
    expect(run).toHaveBeenCalledTimes(1);
    const [span] = tracing.spansOf(CALLER_SPAN.traceId);
    expect(span.name).toBe('POST /v1/things/:id');
    expect(span.parentSpanContext?.spanId).toBe(CALLER_SPAN.spanId);
    expect(span.attributes).toEqual({
      'http.request.method': 'POST',
      'url.path': '/v1/things/7',
      'http.route': '/v1/things/:id',
      'http.response.status_code': 200,
    });
    expect(answer.json()).toEqual({ requestId: 'req-9', span: { ...span.spanContext() } });
  });

  it('with tracing off, make no span and still give the handler the request id, in one run', async () => {
    const app = await gateway(false);
    const run = jest.spyOn(asyncContext, 'run');
    const spansBefore = tracing.spans().length;

    const answer = await app.inject({
      method: 'POST',
      url: '/v1/things/7',
      headers: { traceparent: traceparent() },
      payload: {},
    });

    const requestId = answer.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(run).toHaveBeenCalledTimes(1);
    expect(answer.json()).toEqual({ requestId });
    expect(tracing.spans()).toHaveLength(spansBefore);
  });

  it('ends the span of a request whose client left before the answer', async () => {
    const app = await gateway(true);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const traceId = CALLER_SPAN.traceId.replace(/^.{4}/, 'abcd');

    const client = httpRequest({
      port,
      path: '/v1/slow',
      headers: { traceparent: traceparent(traceId) },
    });
    client.on('error', () => undefined);
    client.end();
    await new Promise((resolve) => setTimeout(resolve, 100));
    client.destroy();

    const ended = async () => {
      for (let i = 0; i < 50; i++) {
        const span = tracing.spansOf(traceId).at(0);
        if (span) return span;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return undefined;
    };
    expect((await ended())?.name).toBe('GET /v1/slow');
  });
});
