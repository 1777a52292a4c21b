import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { notSignedIn, organizationNotFound } from './web-app.errors';
import { Role, SessionMembership, SessionResponse } from '@app/contracts';
import type { FastifyRequest as Request } from 'fastify';

export interface WebSessionRequest extends Request {
  webSession?: SessionResponse & { sessionId: string };
}

/** The session WebSessionGuard resolved; a route without the guard has none. */
export function sessionOf(request: WebSessionRequest): SessionResponse & { sessionId: string } {
  if (!request.webSession) throw notSignedIn();
  return request.webSession;
}

/** The signed-in person's session, set by WebSessionGuard. */
export const WebSession = createParamDecorator((_: unknown, ctx: ExecutionContext) => {
  return sessionOf(ctx.switchToHttp().getRequest<WebSessionRequest>());
});

export interface OrgMember {
  organizationId: string;
  email: string;
  role: Role;
}

/**
 * The signed-in person as a member of the `:orgId` organization of the route. Another
 * organization's id is "not found", as for API keys; what the role allows is decided by the
 * service that owns the resource.
 */
export const Member = createParamDecorator((_: unknown, ctx: ExecutionContext): OrgMember => {
  const request = ctx.switchToHttp().getRequest<WebSessionRequest>();
  const session = sessionOf(request);
  const organizationId = String((request.params as Record<string, unknown>).orgId);
  const membership: SessionMembership | undefined = session.memberships.find(
    (m) => m.organizationId === organizationId,
  );
  if (!membership) throw organizationNotFound(organizationId);
  return { organizationId, email: session.user.email, role: membership.role };
});
