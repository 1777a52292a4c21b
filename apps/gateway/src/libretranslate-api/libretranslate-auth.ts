import type { FastifyRequest } from 'fastify';

/**
 * LibreTranslate's clients send `api_key` in the JSON or form body, or in the query string (its
 * `get_req_api_key`); `X-Api-Key` and `Authorization: Bearer` work too.
 */
export function libreTranslateApiKey(request: FastifyRequest): string | null {
  const fromBody = (request.body as { api_key?: unknown } | undefined)?.api_key;
  const fromQuery = (request.query as { api_key?: unknown } | undefined)?.api_key;
  const header = request.headers['x-api-key'] ?? /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  for (const value of [fromBody, fromQuery, header])
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return null;
}
