import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  httpRequestDuration,
  httpRequests,
  routeTemplate,
  secondsSince,
  serveMetrics,
  tracer,
  tracingEnabled,
  UNOBSERVED_PATHS,
} from '@app/common';

const STARTED = Symbol('http-telemetry-started');
const SPAN = Symbol('http-telemetry-span');

type Observed = FastifyRequest & { [STARTED]?: bigint; [SPAN]?: Span };

/**
 * Everything the gateway's HTTP server adds for operations, in one place so a change of HTTP
 * platform changes this file only: the count and latency of every request by route template,
 * method and status, `GET /metrics`, and (when tracing is on) the request's server span.
 */
export function observeHttp(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (request: Observed, _reply, done) => {
    if (!UNOBSERVED_PATHS.has(request.url.split('?')[0])) request[STARTED] = process.hrtime.bigint();
    done();
  });
  fastify.addHook('onResponse', (request: Observed, reply, done) => {
    const started = request[STARTED];
    if (started !== undefined) {
      const labels = { route: routeTemplate(request), method: request.method, status: String(reply.statusCode) };
      httpRequests.inc(labels);
      httpRequestDuration.observe(labels, secondsSince(started));
    }
    done();
  });
  if (tracingEnabled()) traceHttp(fastify);
  serveMetrics(app);
}

/**
 * One server span per request, continuing the caller's `traceparent`, named after the route
 * template. Made here rather than by OpenTelemetry's HTTP instrumentation, which took about 5 % of
 * the gateway's CPU under tracing (README "What observability costs"): Fastify already knows the
 * route, and its hooks need no wrapped emitters.
 */
function traceHttp(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request: Observed, _reply, done) => {
    if (request[STARTED] === undefined) {
      done();
      return;
    }
    const route = request.routeOptions.url;
    request[SPAN] = tracer.startSpan(
      route === undefined ? request.method : `${request.method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'url.path': request.url.split('?')[0],
          ...(route === undefined ? {} : { 'http.route': route }),
        },
      },
      propagation.extract(ROOT_CONTEXT, request.headers),
    );
    done();
  });
  // The handler (guards, pipes, the RPC client's `traceparent`) runs within the span; from here
  // on, since the body's stream events before it would not keep the context.
  fastify.addHook('preHandler', (request: Observed, _reply, done) => {
    const span = request[SPAN];
    if (span === undefined) done();
    else context.with(trace.setSpan(context.active(), span), done);
  });
  fastify.addHook('onResponse', (request: Observed, reply, done) => {
    const span = request[SPAN];
    if (span !== undefined) {
      span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
      request[SPAN] = undefined;
    }
    done();
  });
  // A client gone before the answer: no onResponse.
  fastify.addHook('onRequestAbort', (request: Observed, done) => {
    request[SPAN]?.end();
    request[SPAN] = undefined;
    done();
  });
}
