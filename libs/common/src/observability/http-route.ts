/** What Express (`route`, `baseUrl`) or Fastify (`routeOptions.url`) leave on a routed request. */
interface RoutedRequest {
  baseUrl?: string;
  route?: { path?: unknown };
  routeOptions?: { url?: string };
}

/** Paths that are neither traced nor counted: probes and scrapes would drown the real traffic. */
export const UNOBSERVED_PATHS: ReadonlySet<string> = new Set(['/livez', '/readyz', '/metrics']);

/** routeTemplate's answer for a request no route took. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The route template a request matched (`/v1/translation/glossaries/:id`), never the raw path, so
 * metric labels and span names stay a small set; `unmatched` for a request no route took (404s,
 * static files of the web app).
 */
export function routeTemplate(request: object): string {
  const routed = request as RoutedRequest;
  if (typeof routed.route?.path === 'string') return `${routed.baseUrl ?? ''}${routed.route.path}`;
  if (routed.routeOptions?.url) return routed.routeOptions.url;
  return UNMATCHED_ROUTE;
}
