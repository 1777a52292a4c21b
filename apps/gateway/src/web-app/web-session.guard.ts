import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { csrfTokenWrong, notSignedIn } from './web-app.errors';
import { RpcClient } from '@app/common';
import { SessionResponse, Subjects } from '@app/contracts';
import { timingSafeEqual } from 'node:crypto';
import { assertSameOrigin, isStateChanging } from './request-origin';
import { readSessionId } from './session-cookie';
import { WebSessionRequest } from './web-session';
import { headerOf } from '../http/headers';

/**
 * Web app routes: the session cookie names a live session in the auth service, and every
 * state-changing request carries that session's CSRF token in `X-CSRF-Token`.
 */
@Injectable()
export class WebSessionGuard implements CanActivate {
  constructor(private readonly rpc: RpcClient) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<WebSessionRequest>();
    const sessionId = readSessionId(request);
    if (!sessionId) throw notSignedIn();
    const session = await this.rpc.send<SessionResponse>(Subjects.auth.resolveSession, { sessionId });
    if (isStateChanging(request)) {
      assertSameOrigin(request);
      if (!tokensMatch(headerOf(request, 'x-csrf-token'), session.csrfToken)) {
        throw csrfTokenWrong();
      }
    }
    request.webSession = { ...session, sessionId };
    return true;
  }
}

function tokensMatch(sent: string | undefined, expected: string): boolean {
  if (!sent) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
