import type { INestApplication } from '@nestjs/common';
import {
  httpRequestDuration,
  httpRequests,
  routeTemplate,
  secondsSince,
  serveMetrics,
  UNOBSERVED_PATHS,
} from '@app/common';
import type { NextFunction, Request, Response } from 'express';

/**
 * Everything the gateway's HTTP server adds for operations, in one place so a change of HTTP
 * platform (Express to Fastify) changes this file only: the count and latency of every request by
 * route template, method and status, and `GET /metrics`. Spans come from OpenTelemetry's HTTP
 * instrumentation (`@app/common` tracing), named after the same route template.
 */
export function observeHttp(app: INestApplication): void {
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (UNOBSERVED_PATHS.has(request.path)) {
      next();
      return;
    }
    const started = process.hrtime.bigint();
    response.once('finish', () => {
      const labels = { route: routeTemplate(request), method: request.method, status: String(response.statusCode) };
      httpRequests.inc(labels);
      httpRequestDuration.observe(labels, secondsSince(started));
    });
    next();
  });
  serveMetrics(app);
}
