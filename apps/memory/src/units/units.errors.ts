import { DomainException } from '@app/common';

export function unitNotFound(memoryId: string, unitId: string): DomainException {
  return DomainException.notFound(`Unit ${unitId} not found in translation memory ${memoryId}`);
}
