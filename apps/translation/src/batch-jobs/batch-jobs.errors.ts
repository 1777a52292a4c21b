import { DomainException } from '@app/common';

/** Another organization's job, or an id that is no UUID, is not found either. */
export function batchJobNotFound(id: string): DomainException {
  return DomainException.notFound(`Batch job ${id} not found`);
}
