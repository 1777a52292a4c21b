import { DomainException } from '@app/common';

export function uploadedFileEmpty(filename: string): DomainException {
  return DomainException.badRequest(`The file ${filename} is empty`);
}
