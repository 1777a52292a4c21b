import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { Attributes, Context, Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  httpRequestDuration,
  httpRequests,
  routeTemplate,
  secondsSince,
  serveMetrics,
  tracer,
  tracingEnabled,
  UNMATCHED_ROUTE,
  UNOBSERVED_PATHS,
} from '@app/common';

const STARTED = Symbol('http-telemetry-started');
const ROUTE = Symbol('http-telemetry-route');
const SPAN = Symbol('http-telemetry-span');

type Observed = FastifyRequest & { [STARTED]?: bigint; [ROUTE]?: string; [SPAN]?: Span };

/**
 * Everything the gateway's HTTP server adds for operations, in one place so a change of HTTP
 * platform changes this file only: the count and latency of every request by route template,
 * method and status, `GET /metrics`, and (when tracing is on) the request's server span.
 */
export function observeHttp(app: NestFastifyApplication): void {
  observeRequests(app.getHttpAdapter().getInstance(), tracingEnabled());
  serveMetrics(app);
}

/**
 * The count and latency of every request and, with `tracing`, its server span: one onRequest and
 * one onResponse hook for both, since each hook costs on every request. The handler runs within
 * the span from request-id.ts's preHandler on, which enters {@link traceContextOf} and the
 * request id together.
 */
export function observeRequests(fastify: FastifyInstance, tracing: boolean): void {
  const spans = tracing ? new ServerSpans() : undefined;
  fastify.addHook('onRequest', (request: Observed, _reply, done) => {
    const path = pathOf(request.url);
    if (!UNOBSERVED_PATHS.has(path)) {
      request[STARTED] = process.hrtime.bigint();
      // Read once: Fastify builds a new routeOptions object at every read.
      const route = (request[ROUTE] = routeTemplate(request));
      if (spans) request[SPAN] = spans.start(request, path, route);
    }
    done();
  });
  fastify.addHook('onResponse', (request: Observed, reply, done) => {
    const started = request[STARTED];
    if (started !== undefined) {
      const labels = {
        route: request[ROUTE] ?? UNMATCHED_ROUTE,
        method: request.method,
        status: String(reply.statusCode),
      };
      httpRequests.inc(labels);
      httpRequestDuration.observe(labels, secondsSince(started));
    }
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
  if (spans)
    fastify.addHook('onRequestAbort', (request: Observed, done) => {
      request[SPAN]?.end();
      request[SPAN] = undefined;
      done();
    });
}

/** The trace context a request's handler runs in: its server span, or the root context when it has none. */
export function traceContextOf(request: FastifyRequest): Context {
  const span = (request as Observed)[SPAN];
  return span === undefined ? ROOT_CONTEXT : trace.setSpan(ROOT_CONTEXT, span);
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

/**
 * One server span per request, continuing the caller's `traceparent`, named after the route
 * template. Made here rather than by OpenTelemetry's HTTP instrumentation, which took about 5 % of
 * the gateway's CPU under tracing (README "What observability costs"): Fastify already knows the
 * route, and its hooks need no wrapped emitters.
 */
class ServerSpans {
  /** `POST /v1/translation/translate`, made once per method and route rather than once per request. */
  private readonly byMethod = new Map<string, Map<string, string>>();
  // Read once: '@app/common' re-exports through getters.
  private readonly tracer = tracer;

  start(request: FastifyRequest, path: string, route: string): Span {
    const parent = propagation.extract(ROOT_CONTEXT, request.headers);
    const attributes: Attributes = { 'http.request.method': request.method, 'url.path': path };
    // A 404 has no route: its span is named after the method alone (the name must stay a small set).
    if (route !== UNMATCHED_ROUTE) attributes['http.route'] = route;
    return this.tracer.startSpan(this.nameOf(request.method, route), { kind: SpanKind.SERVER, attributes }, parent);
  }

  private nameOf(method: string, route: string): string {
    if (route === UNMATCHED_ROUTE) return method;
    let names = this.byMethod.get(method);
    if (names === undefined) this.byMethod.set(method, (names = new Map<string, string>()));
    let name = names.get(route);
    if (name === undefined) names.set(route, (name = `${method} ${route}`));
    return name;
  }
}
