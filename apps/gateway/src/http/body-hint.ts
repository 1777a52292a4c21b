import type { FastifyRequest } from 'fastify';

/** The media types the gateway reads a body in (http/body-parsers.ts, and the multipart routes). */
const READ_TYPES = new Set(['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data']);

/**
 * Why the fields of a refused request may be missing, for its 400 to say: its body came in a type
 * the gateway leaves unread (so that validation answers, as on Express), or it is JSON sent as a
 * form, which is what `curl -d` does without `-H 'Content-Type: application/json'`.
 */
export function unreadBodyHint(request: FastifyRequest): string | undefined {
  const contentType = request.headers['content-type'];
  if (!contentType) return undefined;
  const mediaType = contentType.split(';')[0].trim().toLowerCase();
  if (!READ_TYPES.has(mediaType)) {
    if (!hasBody(request)) return undefined;
    return `the body was not read: Content-Type ${mediaType} is not one this API reads; send JSON with Content-Type: application/json`;
  }
  if (mediaType === 'application/x-www-form-urlencoded' && looksLikeJson(request.body)) {
    return 'the body looks like JSON sent as application/x-www-form-urlencoded (what curl -d sends by default); send it with Content-Type: application/json';
  }
  return undefined;
}

function hasBody(request: FastifyRequest): boolean {
  const length = Number(request.headers['content-length'] ?? 0);
  return length > 0 || request.headers['transfer-encoding'] !== undefined;
}

/** A form parsed from a JSON text has a field named after the text's start ('{"text":"Hello"...'). */
function looksLikeJson(body: unknown): boolean {
  return typeof body === 'object' && body !== null && Object.keys(body).some((name) => /^\s*[[{]/.test(name));
}
