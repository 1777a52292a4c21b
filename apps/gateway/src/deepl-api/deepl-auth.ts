import type { FastifyRequest } from 'fastify';

const DEEPL_AUTH = /^DeepL-Auth-Key\s+(\S+)$/i;

/**
 * DeepL's clients send `Authorization: DeepL-Auth-Key <key>`; `Bearer` and `X-Api-Key` work too, so
 * that a request written for /v1 is not refused for its header alone.
 */
export function deeplApiKey(request: FastifyRequest): string | null {
  const direct = request.headers['x-api-key'];
  if (typeof direct === 'string' && direct.trim()) return direct.trim();
  const authorization = request.headers.authorization?.trim() ?? '';
  return DEEPL_AUTH.exec(authorization)?.[1] ?? /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] ?? null;
}
