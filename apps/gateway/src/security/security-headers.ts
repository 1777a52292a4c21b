import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/**
 * One policy for every answer: the API's JSON, the docs page and the web app served from the
 * same origin. Scripts only from this origin and never inline (Swagger UI loads its scripts as
 * files); inline styles stay allowed because Swagger UI sets them on its elements.
 * `upgrade-insecure-requests` is left out: over plain http on a LAN it would break the page.
 */
const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

/** Behind a TLS-terminating proxy the request arrives as http with `X-Forwarded-Proto: https`. */
function servedOverHttps(request: Request): boolean {
  return request.secure || request.get('x-forwarded-proto')?.split(',')[0].trim() === 'https';
}

type HeaderStep = readonly [name: string, value: string | undefined];

/**
 * What a helmet middleware does to a response, recorded once: helmet's headers depend on its
 * options only, never on the request, so replaying them costs one `setHeader` each instead of a
 * chain of a dozen middlewares per request (about 4 % of the gateway's CPU, apps/gateway/README.md).
 */
function recordHeaders(middleware: RequestHandler): HeaderStep[] {
  const steps: HeaderStep[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => steps.push([name, value]),
    removeHeader: (name: string) => steps.push([name, undefined]),
  };
  const done = { called: false };
  middleware({} as Request, recorder as unknown as Response, () => (done.called = true));
  if (!done.called) throw new Error('helmet did not finish synchronously: its headers cannot be recorded');
  return steps;
}

function replay(response: Response, steps: HeaderStep[]): void {
  for (const [name, value] of steps) {
    if (value === undefined) response.removeHeader(name);
    else response.setHeader(name, value);
  }
}

/**
 * Helmet's headers on every answer (`nosniff`, `Referrer-Policy: no-referrer`, frame denial, the
 * policy above, no `X-Powered-By`), and `Strict-Transport-Security` only when the request came
 * over https: browsers ignore it over http, and sending it there would promise what we don't serve.
 */
export function securityHeaders(): RequestHandler {
  const common = recordHeaders(
    helmet({ contentSecurityPolicy: CONTENT_SECURITY_POLICY, strictTransportSecurity: false }),
  );
  const hsts = recordHeaders(helmet.strictTransportSecurity({ maxAge: 31_536_000, includeSubDomains: true }));
  return (request: Request, response: Response, next: NextFunction) => {
    replay(response, common);
    if (servedOverHttps(request)) replay(response, hsts);
    next();
  };
}
