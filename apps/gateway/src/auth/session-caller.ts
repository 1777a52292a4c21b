import { Injectable } from '@nestjs/common';
import { RpcClient } from '@app/common';
import { CallerContext } from '@app/contracts';
import type { FastifyRequest as Request } from 'fastify';
import { headerOf } from '../http/headers';
import { checkSession } from '../web-app/session-check';
import { notYourOrganization, organizationHeaderMissing, sessionMayNotEdit } from './auth.errors';
import { SessionAccess } from './session-access.decorator';

/** Roles that may change an organization's glossaries, memories and their entries from the web app. */
const EDITING_ROLES = new Set(['owner', 'admin']);

/**
 * The caller of a /v1 request made by a signed-in browser: the web app session (cookie, and the
 * CSRF token on changes) in place of an API key, for the organization named in
 * `X-Organization-Id`. What follows is the key's path: the same rate limit, plan and quota.
 */
@Injectable()
export class SessionCallerAuthenticator {
  constructor(private readonly rpc: RpcClient) {}

  async authenticate(request: Request, access: SessionAccess): Promise<CallerContext> {
    const session = await checkSession(this.rpc, request);
    const organizationId = headerOf(request, 'x-organization-id')?.trim();
    if (!organizationId) throw organizationHeaderMissing();
    const membership = session.memberships.find((m) => m.organizationId === organizationId);
    if (!membership) throw notYourOrganization(organizationId);
    if (access === 'edit' && !EDITING_ROLES.has(membership.role)) throw sessionMayNotEdit(membership.role);
    // The rate limit counts per key: a person counts per organization, as one key would.
    return { organizationId, keyId: `session:${session.user.id}:${organizationId}` };
  }
}
