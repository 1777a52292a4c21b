import { Injectable } from '@nestjs/common';
import type { Role } from '@app/contracts';
import { UserRepository } from './user.repository';
import { roleForbids } from './users.errors';

/** CONTRACT "Authentication": owners and admins manage keys and the webhook secret; members only look. */
const ROLES_THAT_MANAGE_KEYS: readonly Role[] = ['owner', 'admin'];

/** The one place that decides what a member's role allows. */
@Injectable()
export class MemberRoles {
  constructor(private readonly users: UserRepository) {}

  assertMayManageKeys(email: string, organizationId: string): Promise<void> {
    return this.assert(email, organizationId, ROLES_THAT_MANAGE_KEYS, 'manage API keys of');
  }

  assertMayManageWebhookSecret(email: string, organizationId: string): Promise<void> {
    return this.assert(email, organizationId, ROLES_THAT_MANAGE_KEYS, 'see or rotate the webhook secret of');
  }

  assertMayManageMembers(email: string, organizationId: string): Promise<void> {
    return this.assert(email, organizationId, ['owner'], 'manage the members of');
  }

  assertMember(email: string, organizationId: string): Promise<void> {
    return this.assert(email, organizationId, ['owner', 'admin', 'member'], 'see');
  }

  /** Throws FORBIDDEN unless `email` has one of `roles`; `action` completes "may not … this organization". */
  private async assert(email: string, organizationId: string, roles: readonly Role[], action: string): Promise<void> {
    const membership = await this.users.findMembership(email.toLowerCase(), organizationId);
    if (!membership || !roles.includes(membership.role)) throw roleForbids(email, action, roles);
  }
}
