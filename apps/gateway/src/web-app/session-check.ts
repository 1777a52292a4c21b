import { RpcClient } from '@app/common';
import { SessionResponse, Subjects } from '@app/contracts';
import type { FastifyRequest as Request } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { headerOf } from '../http/headers';
import { assertSameOrigin, isStateChanging } from './request-origin';
import { readSessionId } from './session-cookie';
import { csrfTokenWrong, notSignedIn } from './web-app.errors';

export type CheckedSession = SessionResponse & { sessionId: string };

/**
 * The one check of a signed-in browser's request, for the web app's routes and for the /v1
 * routes it calls: the session cookie names a live session in the auth service, and every
 * state-changing request comes from our own pages with that session's CSRF token in `X-CSRF-Token`.
 */
export async function checkSession(rpc: RpcClient, request: Request): Promise<CheckedSession> {
  const sessionId = readSessionId(request);
  if (!sessionId) throw notSignedIn();
  const session = await rpc.send<SessionResponse>(Subjects.auth.resolveSession, { sessionId });
  if (isStateChanging(request)) {
    assertSameOrigin(request);
    if (!tokensMatch(headerOf(request, 'x-csrf-token'), session.csrfToken)) throw csrfTokenWrong();
  }
  return { ...session, sessionId };
}

function tokensMatch(sent: string | undefined, expected: string): boolean {
  if (!sent) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
