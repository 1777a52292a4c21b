import { DomainException } from '@app/common';
import { ErrorCode } from '@app/contracts';

export function apiKeyMissing(): DomainException {
  return new DomainException('Missing API key: send X-Api-Key or Authorization: Bearer', ErrorCode.UNAUTHORIZED);
}

export function organizationHeaderMissing(): DomainException {
  return DomainException.badRequest(
    'X-Organization-Id is required with a web app session: it names which of your organizations the request is for',
  );
}

/** Whether the organization exists or not: the answer is the same, so ids cannot be probed. */
export function notYourOrganization(organizationId: string): DomainException {
  return new DomainException(`You are not a member of organization ${organizationId}`, ErrorCode.FORBIDDEN);
}

/** CONTRACT "Web app": members use what the organization has; owners and admins change it. */
export function sessionMayNotEdit(role: string): DomainException {
  return new DomainException(
    `Your role (${role}) may translate, read glossaries and memories and check terms; only owners and admins change glossaries and memories`,
    ErrorCode.FORBIDDEN,
  );
}
