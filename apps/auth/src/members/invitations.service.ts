import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';
import { DomainException } from '@app/common';
import { AcceptInvitationRequest, ErrorCode, InvitationPreviewResponse, SignedInResponse } from '@app/contracts';
import { SessionsService } from '../sessions/sessions.service';
import { SignInThrottle } from '../sessions/sign-in-throttle';
import { sha256Hex } from '../tokens/opaque-token';
import { UserRepository } from '../users/user.repository';
import { InvitationEntity } from './invitation.entity';
import { InvitationRepository } from './invitation.repository';

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
        throw new DomainException(
          `Wrong password for ${existing.email}: use the password of your existing account`,
          ErrorCode.UNAUTHORIZED,
        );
      }
    }
    const user = existing ?? (await this.users.insert(invitation.email, await hash(request.password)));
    if (!(await this.invitations.accept(invitation, user.id, new Date()))) throw usedError();
    return this.sessions.start(user.id);
  }

  private async usable(token: string): Promise<InvitationEntity> {
    const invitation = await this.invitations.findByTokenHash(sha256Hex(token));
    if (!invitation)
      throw DomainException.notFound('This invitation link is not valid: check that it was copied whole');
    if (invitation.acceptedAt) throw usedError();
    if (invitation.expiresAt <= new Date()) {
      throw new DomainException('This invitation has expired: ask an owner for a new one', ErrorCode.GONE);
    }
    return invitation;
  }
}

function usedError() {
  return new DomainException('This invitation has already been used: sign in instead', ErrorCode.GONE);
}
