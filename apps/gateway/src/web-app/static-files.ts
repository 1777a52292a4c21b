import { NestExpressApplication } from '@nestjs/platform-express';
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

interface MiniRequest {
  method: string;
  path: string;
}
interface MiniResponse {
  set(headers: Record<string, string>): void;
  status(code: number): MiniResponse;
  type(type: string): MiniResponse;
  send(body: string): void;
  sendFile(path: string): void;
}

/**
 * The web app's pages at /app: files under /app/assets, and index.html for every other page
 * path (the app routes in the browser). /app/api is left to the Nest controllers.
 */
export function serveWebApp(app: NestExpressApplication): void {
  app.useStaticAssets(join(WEB_DIR, 'assets'), {
    prefix: '/app/assets/',
    fallthrough: false,
    setHeaders: (res: { setHeader(name: string, value: string): void }) => {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
      res.setHeader('Cache-Control', 'no-cache');
    },
  });
  app.use('/app', (request: MiniRequest, response: MiniResponse, next: () => void) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || request.path.startsWith('/api/')) {
      next();
      return;
    }
    response.set({ ...SECURITY_HEADERS, 'Cache-Control': 'no-cache' });
    const index = join(WEB_DIR, 'index.html');
    if (!existsSync(index)) {
      response.status(503).type('text/plain').send('The web app is not built: run `npm run build`.');
      return;
    }
    response.sendFile(index);
  });
}
