import { DomainException } from '@app/common';
import { ErrorCode } from '@app/contracts';

export function notSignedIn(): DomainException {
  return new DomainException('Not signed in', ErrorCode.UNAUTHORIZED);
}

/** The session cookie alone would let another site act for the user: the page's token must come with it. */
export function csrfTokenWrong(): DomainException {
  return new DomainException('Missing or wrong CSRF token (X-CSRF-Token): reload the page', ErrorCode.FORBIDDEN);
}

export function crossSiteRequest(): DomainException {
  return new DomainException('Cross-site request refused', ErrorCode.FORBIDDEN);
}

/** An organization the user is no member of reads as one that does not exist (no probing of ids). */
export function organizationNotFound(organizationId: string): DomainException {
  return DomainException.notFound(`Organization ${organizationId} does not exist`);
}
