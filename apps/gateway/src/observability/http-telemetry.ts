import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  httpRequestDuration,
  httpRequests,
  routeTemplate,
  secondsSince,
  serveMetrics,
  UNOBSERVED_PATHS,
} from '@app/common';

const STARTED = Symbol('http-telemetry-started');

/**
 * Everything the gateway's HTTP server adds for operations, in one place so a change of HTTP
 * platform changes this file only: the count and latency of every request by route template,
 * method and status, and `GET /metrics`. Spans come from OpenTelemetry's HTTP instrumentation
 * (`@app/common` tracing), named after the same route template.
 */
export function observeHttp(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (request, _reply, done) => {
    if (!UNOBSERVED_PATHS.has(request.url.split('?')[0])) {
      (request as unknown as Record<symbol, bigint>)[STARTED] = process.hrtime.bigint();
      // The tracer's hook sees Node's request only: leave the matched template where it looks.
      if (request.routeOptions.url !== undefined)
        Object.defineProperty(request.raw, 'routeOptions', { value: { url: request.routeOptions.url } });
    }
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const started = (request as unknown as Record<symbol, bigint | undefined>)[STARTED];
    if (started !== undefined) {
      const labels = { route: routeTemplate(request), method: request.method, status: String(reply.statusCode) };
      httpRequests.inc(labels);
      httpRequestDuration.observe(labels, secondsSince(started));
    }
    done();
  });
  serveMetrics(app);
}
