import { DomainException } from '@app/common';

export function sourceFileMissing(): DomainException {
  return DomainException.badRequest('Send the file as multipart/form-data (field "file")');
}

export function invalidFilename(problem: string): DomainException {
  return DomainException.badRequest(`Invalid request: ${problem}`, [{ field: 'file', problems: [problem] }]);
}
