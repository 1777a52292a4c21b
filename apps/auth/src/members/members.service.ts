import { Injectable, Logger } from '@nestjs/common';
import {
  ChangeRoleRequest,
  CreatedInvitationResponse,
  InviteMemberRequest,
  ListMembersRequest,
  MemberResponse,
  MembersResponse,
  RemoveMemberRequest,
} from '@app/contracts';
import { newOpaqueToken, sha256Hex } from '../tokens/opaque-token';
import { MembershipEntity } from '../users/membership.entity';
import { UserRepository } from '../users/user.repository';
import { MemberRoles } from '../users/member-roles';
import { toInvitationResponse } from './invitation-response';
import { InvitationRepository } from './invitation.repository';
import { MemberRepository } from './member.repository';
import { alreadyMember } from './members.errors';

const INVITATION_LIFETIME_MS = 7 * 24 * 3_600_000;

/** Members and invitations of one organization: everyone sees them, only owners change them. */
@Injectable()
export class MembersService {
  private readonly logger = new Logger(MembersService.name);

  constructor(
    private readonly members: MemberRepository,
    private readonly invitations: InvitationRepository,
    private readonly users: UserRepository,
    private readonly roles: MemberRoles,
  ) {}

  async list(request: ListMembersRequest): Promise<MembersResponse> {
    await this.roles.assertMember(request.actor, request.organizationId);
    const [members, invitations] = await Promise.all([
      this.members.list(request.organizationId),
      this.invitations.listPending(request.organizationId, new Date()),
    ]);
    return { members: members.map(toMemberResponse), invitations: invitations.map(toInvitationResponse) };
  }

  async invite(request: InviteMemberRequest): Promise<CreatedInvitationResponse> {
    await this.assertOwner(request.actor, request.organizationId);
    const email = request.email.toLowerCase();
    if (await this.users.findMembership(email, request.organizationId)) {
      throw alreadyMember(email);
    }
    const token = newOpaqueToken();
    const invitation = await this.invitations.insert({
      organizationId: request.organizationId,
      email,
      role: request.role,
      tokenHash: sha256Hex(token),
      invitedBy: request.actor.toLowerCase(),
      expiresAt: new Date(Date.now() + INVITATION_LIFETIME_MS),
    });
    this.logger.log({ invitationId: invitation.id, organizationId: request.organizationId }, 'member invited');
    return { ...toInvitationResponse(invitation), token };
  }

  async changeRole(request: ChangeRoleRequest): Promise<MemberResponse> {
    await this.assertOwner(request.actor, request.organizationId);
    const member = await this.members.changeRole(request.organizationId, request.userId, request.role);
    return this.withEmail(member);
  }

  async remove(request: RemoveMemberRequest): Promise<MemberResponse> {
    await this.assertOwner(request.actor, request.organizationId);
    const member = await this.members.remove(request.organizationId, request.userId);
    this.logger.log({ userId: request.userId, organizationId: request.organizationId }, 'member removed');
    return this.withEmail(member);
  }

  private assertOwner(actor: string, organizationId: string) {
    return this.roles.assertMayManageMembers(actor, organizationId);
  }

  private async withEmail(member: MembershipEntity): Promise<MemberResponse> {
    const user = member.user ?? (await this.users.findById(member.userId));
    return toMemberResponse({ ...member, user: user ?? undefined });
  }
}

function toMemberResponse(member: MembershipEntity): MemberResponse {
  return {
    userId: member.userId,
    email: member.user?.email ?? '',
    role: member.role,
    joinedAt: member.createdAt.toISOString(),
  };
}
