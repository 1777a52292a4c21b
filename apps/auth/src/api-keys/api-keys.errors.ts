import { DomainException } from '@app/common';
import { ErrorCode } from '@app/contracts';

/** Also another organization's key: a caller learns nothing of keys it does not own. */
export function apiKeyNotFound(keyId: string): DomainException {
  return DomainException.notFound(`API key ${keyId} does not exist`);
}

/** Unknown and revoked keys answer alike. */
export function invalidApiKey(): DomainException {
  return new DomainException('Missing or invalid API key', ErrorCode.UNAUTHORIZED);
}
