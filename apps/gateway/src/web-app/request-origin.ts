import { crossSiteRequest } from './web-app.errors';
import type { FastifyRequest as Request } from 'fastify';
import { headerOf } from '../http/headers';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isStateChanging(request: Request): boolean {
  return !SAFE_METHODS.has(request.method);
}

/**
 * A state-changing request must come from the web app's own pages: a browser names the page's
 * origin in `Origin` and `Sec-Fetch-Site`. Requests without those headers (scripts, curl) are
 * not cross-site forgeries; the CSRF token still guards every signed-in change.
 */
export function assertSameOrigin(request: Request): void {
  const fetchSite = headerOf(request, 'sec-fetch-site');
  const origin = headerOf(request, 'origin');
  const crossSiteFetch = fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
  const foreignOrigin = origin !== undefined && !sameHost(origin, request);
  if (crossSiteFetch || foreignOrigin) throw crossSiteRequest();
}

function sameHost(origin: string, request: Request): boolean {
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  return host === headerOf(request, 'host') || host === headerOf(request, 'x-forwarded-host');
}
