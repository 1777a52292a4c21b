import { DomainException } from '@app/common';

/** Each names the header, so a client sees which of its inputs to change. */
export function webhookUrlRefused(label: string, reason: string): DomainException {
  return DomainException.badRequest(reason, [{ field: label }]);
}

export function webhookHostUnresolved(label: string, host: string): DomainException {
  return DomainException.badRequest(`${label} host ${host} cannot be resolved`, [{ field: label }]);
}

export function webhookHostPrivate(label: string, host: string, address: string): DomainException {
  return DomainException.badRequest(`${label} host ${host} resolves to a private address (${address})`, [
    { field: label },
  ]);
}
