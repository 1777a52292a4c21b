import { DomainException } from '@app/common';

export function documentFileMissing(): DomainException {
  return DomainException.badRequest('Send the document as multipart/form-data (field "file")');
}

/** CONTRACT "Documents": a file that cannot be translated is a 422 naming the problem; empty is one of them. */
export function documentFileEmpty(filename: string): DomainException {
  return DomainException.unprocessable(`The file ${filename} is empty`, [{ field: 'file', problem: 'empty' }]);
}

export function invalidDocumentFilename(problem: string): DomainException {
  return DomainException.badRequest(`Invalid request: ${problem}`, [{ field: 'file', problems: [problem] }]);
}

/** A job that is still not finished when a blocking caller (LibreTranslate's translate_file) gives up waiting. */
export function documentTooSlow(id: string, seconds: number): DomainException {
  return DomainException.unavailable(`Document ${id} was not translated within ${seconds} s; it is still in work`);
}
