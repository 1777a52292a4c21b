import { DomainException } from '@app/common';

/** Names the plans there are, so an operator's typo is fixed without a second look-up. */
export function planNotFound(plan: string, plans: string[]): DomainException {
  return DomainException.notFound(`Plan "${plan}" does not exist; plans: ${plans.join(', ')}`);
}
