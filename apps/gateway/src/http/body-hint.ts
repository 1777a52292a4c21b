import type { FastifyRequest } from 'fastify';
import { unreadBodyType } from './body-parsers';

const FORM = 'application/x-www-form-urlencoded';

/**
 * Why the fields of a refused request may be missing, for its 400 to say: its body came in a type
 * the gateway leaves unread (so that validation answers, as on Express), or it is JSON sent as a
 * form, which is what `curl -d` does without `-H 'Content-Type: application/json'`.
 */
export function unreadBodyHint(request: FastifyRequest): string | undefined {
  const unread = unreadBodyType(request);
  if (unread) {
    return `the body was not read: Content-Type ${unread} is not one this API reads; send JSON with Content-Type: application/json`;
  }
  if (request.headers['content-type']?.toLowerCase().startsWith(FORM) && looksLikeJson(request.body)) {
    return `the body looks like JSON sent as ${FORM} (what curl -d sends by default); send it with Content-Type: application/json`;
  }
  return undefined;
}

/** A form parsed from a JSON text has a field named after the text's start ('{"text":"Hello"...'). */
function looksLikeJson(body: unknown): boolean {
  return typeof body === 'object' && body !== null && Object.keys(body).some((name) => /^\s*[[{]/.test(name));
}
