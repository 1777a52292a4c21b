import { DomainException } from '@app/common';
import type { AddUnitsResponse } from '@app/contracts';

/** As bulk terms: a request none of whose units was stored is a 400 listing every failure. */
export function noUnitStored(result: AddUnitsResponse): DomainException {
  const first = result.failed[0];
  return DomainException.badRequest(
    `None of the ${result.failedCount} units was stored; error.details gives each item's reason (item ${first.index}: ${first.error})`,
    result.failed,
  );
}
