import { DomainException } from '@app/common';
import type { BulkCreateTermsResponse } from '@app/contracts';

export function fileLanguagesApart(missingField: 'sourceLanguage' | 'targetLanguage'): DomainException {
  return DomainException.badRequest('sourceLanguage and targetLanguage go together: send both or neither', [
    { field: missingField, problems: ['required with the other'] },
  ]);
}

export function termFileWithoutTerms(format: string): DomainException {
  return DomainException.unprocessable(`The ${format.toUpperCase()} file holds no terms`, [{ format }]);
}

export function termFileUnreadable(format: string, reason: string, line: number | undefined): DomainException {
  return DomainException.unprocessable(`The ${format.toUpperCase()} file cannot be read: ${reason}`, [
    { format, ...(line === undefined ? {} : { line }) },
  ]);
}

/** The file reads, but its columns or languages are not laid out as an import needs: the sender's to fix. */
export function termFileLayout(format: string, reason: string): DomainException {
  return DomainException.badRequest(reason, [{ format }]);
}

export function languagesOutsideGlossary(outside: string[], glossaryLanguages: string[]): DomainException {
  return DomainException.badRequest(
    `The file has terms in ${outside.length === 1 ? 'a language' : 'languages'} outside the glossary: ${outside.join(', ')} ` +
      `(the glossary's languages: ${glossaryLanguages.join(', ')}); add ${outside.length === 1 ? 'it' : 'them'} to the glossary first`,
    [{ field: 'file', languages: outside, glossaryLanguages }],
  );
}

export function termFileMissing(): DomainException {
  return DomainException.badRequest('Send the glossary file as multipart/form-data (field "file")');
}

/** CONTRACT: a bulk request none of whose terms was created is a 400 listing every failure. */
export function noTermCreated(result: BulkCreateTermsResponse): DomainException {
  const first = result.failed[0];
  return DomainException.badRequest(
    `None of the ${result.failedCount} terms was created; error.details gives each item's reason (item ${first.index}: ${first.error})`,
    result.failed,
  );
}
