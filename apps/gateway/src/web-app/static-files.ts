import fastifyStatic from '@fastify/static';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Built by scripts/build.mjs from apps/gateway/web into dist/apps/gateway/web. */
const WEB_DIR = join(__dirname, '../../web');

/**
 * Scripts, styles, data and connections only from this origin; no framing. The pages use no
 * inline script or style, so nothing needs 'unsafe-inline'.
 */
const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  // Invitation links carry their token after '#', and no page sends a Referer anywhere.
  'Referrer-Policy': 'no-referrer',
};

/**
 * The web app's pages at /app: files under /app/assets, and index.html for every other page
 * path (the app routes in the browser). /app/api is left to the Nest controllers.
 */
export async function serveWebApp(app: NestFastifyApplication): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  await app.register(fastifyStatic, {
    root: join(WEB_DIR, 'assets'),
    prefix: '/app/assets/',
    // Swagger UI registers the plugin too; one `sendFile` decoration is enough.
    decorateReply: false,
    wildcard: true,
    setHeaders: (reply) => {
      void reply.headers({ ...SECURITY_HEADERS, 'Cache-Control': 'no-cache' });
    },
  });
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    if (path.startsWith('/app/api/')) {
      reply.callNotFound();
      return;
    }
    void reply.headers({ ...SECURITY_HEADERS, 'Cache-Control': 'no-cache' });
    const index = join(WEB_DIR, 'index.html');
    if (!existsSync(index))
      return reply.status(503).type('text/plain').send('The web app is not built: run `npm run build`.');
    return reply.type('text/html; charset=UTF-8').send(await readFile(index));
  };
  // GET answers HEAD too (Fastify's exposeHeadRoutes); /app/ is /app (ignoreTrailingSlash).
  for (const url of ['/app', '/app/*']) fastify.get(url, page);
}
