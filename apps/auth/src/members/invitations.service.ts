import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';
import { AcceptInvitationRequest, InvitationPreviewResponse, SignedInResponse } from '@app/contracts';
import { SessionsService } from '../sessions/sessions.service';
import { SignInThrottle } from '../sessions/sign-in-throttle';
import { sha256Hex } from '../tokens/opaque-token';
import { UserRepository } from '../users/user.repository';
import { InvitationEntity } from './invitation.entity';
import { InvitationRepository } from './invitation.repository';
import { invitationExpired, invitationNotValid, invitationUsed, wrongPasswordForAccount } from './members.errors';

/** The invited person's side: see the invitation, then join with a new password (or the existing one). */
@Injectable()
export class InvitationsService {
  constructor(
    private readonly invitations: InvitationRepository,
    private readonly users: UserRepository,
    private readonly sessions: SessionsService,
    private readonly throttle: SignInThrottle,
  ) {}

  async preview(token: string): Promise<InvitationPreviewResponse> {
    const invitation = await this.usable(token);
    return {
      organizationName: invitation.organization?.name ?? '',
      email: invitation.email,
      role: invitation.role,
      expiresAt: invitation.expiresAt.toISOString(),
      existingUser: (await this.users.findByEmail(invitation.email)) !== null,
    };
  }

  async accept(request: AcceptInvitationRequest): Promise<SignedInResponse> {
    const invitation = await this.usable(request.token);
    const existing = await this.users.findByEmail(invitation.email);
    if (existing) {
      // The account's own password proves it is the same person; failures count towards the lock.
      await this.throttle.assertNotLocked(existing.email);
      if (!(await verify(existing.passwordHash, request.password))) {
        await this.throttle.recordFailure(existing.email);
        throw wrongPasswordForAccount(existing.email);
      }
    }
    const user = existing ?? (await this.users.insert(invitation.email, await hash(request.password)));
    if (!(await this.invitations.accept(invitation, user.id, new Date()))) throw invitationUsed();
    return this.sessions.start(user.id);
  }

  private async usable(token: string): Promise<InvitationEntity> {
    const invitation = await this.invitations.findByTokenHash(sha256Hex(token));
    if (!invitation) throw invitationNotValid();
    if (invitation.acceptedAt) throw invitationUsed();
    if (invitation.expiresAt <= new Date()) throw invitationExpired();
    return invitation;
  }
}
