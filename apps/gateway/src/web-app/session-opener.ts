import { Injectable } from '@nestjs/common';
import { RpcClient } from '@app/common';
import { SessionResponse, SignedInResponse, Subjects } from '@app/contracts';
import type { FastifyReply as Response, FastifyRequest as Request } from 'fastify';
import { setSessionCookie } from './session-cookie';

/** What the browser learns about its session: never the session id itself, which stays in the cookie. */
export function toSessionView(session: SessionResponse) {
  return {
    user: session.user,
    csrfToken: session.csrfToken,
    expiresAt: session.expiresAt,
    organizations: session.memberships.map((m) => ({ id: m.organizationId, name: m.organizationName, role: m.role })),
  };
}

@Injectable()
export class SessionOpener {
  constructor(private readonly rpc: RpcClient) {}

  /** Sets the cookie of a new session (sign-in or accepted invitation) and answers what GET /app/api/session answers. */
  async open(signedIn: SignedInResponse, request: Request, response: Response) {
    setSessionCookie(request, response, signedIn.sessionId, signedIn.expiresAt);
    const session = await this.rpc.send<SessionResponse>(Subjects.auth.resolveSession, {
      sessionId: signedIn.sessionId,
    });
    return toSessionView(session);
  }
}
