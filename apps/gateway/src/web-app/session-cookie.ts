import { parse, serialize } from 'cookie';
import type { FastifyReply as Response, FastifyRequest as Request } from 'fastify';
import { isHttps } from '../http/headers';

export const SESSION_COOKIE = 'ts_session';
/**
 * The whole site: the web app's pages call the same /v1 routes as API clients, with this session
 * as their credential (auth/session-caller.ts); SameSite=Strict and the CSRF token still guard it.
 */
const COOKIE_PATH = '/';

export function readSessionId(request: Request): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  return parse(header)[SESSION_COOKIE] ?? null;
}

/** The browser holds only the opaque id: HttpOnly (no script reads it), SameSite=Strict, Secure over https. */
export function setSessionCookie(request: Request, response: Response, sessionId: string, expiresAt: string): void {
  void response.header(
    'Set-Cookie',
    serialize(SESSION_COOKIE, sessionId, {
      httpOnly: true,
      sameSite: 'strict',
      secure: isHttps(request),
      path: COOKIE_PATH,
      expires: new Date(expiresAt),
    }),
  );
}

export function clearSessionCookie(request: Request, response: Response): void {
  void response.header(
    'Set-Cookie',
    serialize(SESSION_COOKIE, '', {
      httpOnly: true,
      sameSite: 'strict',
      secure: isHttps(request),
      path: COOKIE_PATH,
      maxAge: 0,
    }),
  );
}

/** Behind a TLS-terminating proxy the request arrives as http; the proxy says so in X-Forwarded-Proto. */
