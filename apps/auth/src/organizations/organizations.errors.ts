import { DomainException } from '@app/common';

export function organizationNameTaken(name: string): DomainException {
  return DomainException.conflict(`An organization named "${name}" already exists`);
}

/** `ref` is what the caller named the organization by: its id or its name. */
export function organizationNotFound(ref: string): DomainException {
  return DomainException.notFound(`Organization "${ref}" does not exist`);
}
