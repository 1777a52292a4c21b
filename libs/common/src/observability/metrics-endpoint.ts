import type { INestApplication } from '@nestjs/common';
import { metricsExposition } from './metrics';

/**
 * `GET /metrics` in Prometheus' text format, registered on the app's HTTP adapter itself (Express
 * or Fastify alike), outside Nest's routing: no global prefix, no guard or rate limit, not in the
 * OpenAPI document.
 */
export function serveMetrics(app: INestApplication): void {
  const http = app.getHttpAdapter();
  http.get('/metrics', (_request: unknown, response: unknown) => {
    void metricsExposition().then(
      ({ contentType, body }) => {
        http.setHeader(response, 'Content-Type', contentType);
        http.reply(response, body, 200);
      },
      (error: unknown) => {
        http.reply(response, `metrics failed: ${String(error)}`, 500);
      },
    );
  });
}
