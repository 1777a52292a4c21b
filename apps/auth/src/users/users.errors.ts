import { DomainException } from '@app/common';
import { ErrorCode, Role } from '@app/contracts';

export function alreadyMemberOf(email: string, organizationName: string): DomainException {
  return DomainException.conflict(`${email} is already a member of ${organizationName}`);
}

/** `action` completes "may not … this organization". */
export function roleForbids(email: string, action: string, roles: readonly Role[]): DomainException {
  return new DomainException(
    `${email} may not ${action} this organization (${roles.join(' or ')} role needed)`,
    ErrorCode.FORBIDDEN,
  );
}
