import { DomainException } from '@app/common';
import { ErrorCode } from '@app/contracts';

export function lastOwnerKeepsRole(): DomainException {
  return DomainException.conflict('The last owner cannot be given another role: make someone else owner first');
}

export function lastOwnerStays(): DomainException {
  return DomainException.conflict('The last owner cannot be removed: make someone else owner first');
}

export function notAMember(userId: string): DomainException {
  return DomainException.notFound(`User ${userId} is not a member of this organization`);
}

export function alreadyMember(email: string): DomainException {
  return DomainException.conflict(`${email} is already a member of this organization`);
}

/** An invitation accepted by an existing account must prove it is that account's owner. */
export function wrongPasswordForAccount(email: string): DomainException {
  return new DomainException(
    `Wrong password for ${email}: use the password of your existing account`,
    ErrorCode.UNAUTHORIZED,
  );
}

export function invitationNotValid(): DomainException {
  return DomainException.notFound('This invitation link is not valid: check that it was copied whole');
}

export function invitationExpired(): DomainException {
  return new DomainException('This invitation has expired: ask an owner for a new one', ErrorCode.GONE);
}

export function invitationUsed(): DomainException {
  return new DomainException('This invitation has already been used: sign in instead', ErrorCode.GONE);
}
