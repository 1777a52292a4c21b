import { DomainException } from '@app/common';
import { ErrorCode } from '@app/contracts';

export function apiKeyMissing(): DomainException {
  return new DomainException('Missing API key: send X-Api-Key or Authorization: Bearer', ErrorCode.UNAUTHORIZED);
}
