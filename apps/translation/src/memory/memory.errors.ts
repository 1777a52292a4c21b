import { DomainException } from '@app/common';

/** The same 404 the memory service gives for an unknown or another organization's memory. */
export function memoryNotFound(id: string): DomainException {
  return DomainException.notFound(`Translation memory ${id} not found`);
}
