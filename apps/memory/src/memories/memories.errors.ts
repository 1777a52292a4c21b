import { DomainException } from '@app/common';

/** Unknown, malformed and other organizations' ids all answer the same 404. */
export function memoryNotFound(id: string): DomainException {
  return DomainException.notFound(`Translation memory ${id} not found`);
}
