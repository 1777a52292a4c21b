import { DomainException } from '@app/common';
import { isUUID } from 'class-validator';

/** Unknown, malformed and other organizations' ids all answer the same 404 (SPEC Authentication rule 4). */
export function glossaryNotFound(id: string): DomainException {
  return DomainException.notFound(`Glossary ${id} not found`);
}

export function termNotFound(glossaryId: string, termId: string): DomainException {
  return DomainException.notFound(`Term ${termId} not found in glossary ${glossaryId}`);
}

/** A malformed id can name no record: answer 404 before the database would reject the cast. */
export function assertGlossaryId(id: string): void {
  if (!isUUID(id)) throw glossaryNotFound(id);
}

export function assertTermId(glossaryId: string, termId: string): void {
  if (!isUUID(termId)) throw termNotFound(glossaryId, termId);
}

export function languageNotInGlossary(language: string, glossaryLanguages: string[], field?: string): DomainException {
  return DomainException.badRequest(
    `Language "${language}" is not one of this glossary's languages (${glossaryLanguages.join(', ')}); add it to the glossary first`,
    [{ ...(field ? { field } : {}), language, glossaryLanguages }],
  );
}

export function duplicateLanguage(language: string, field: string, what: string): DomainException {
  return DomainException.badRequest(`Language "${language}" appears more than once in ${what}`, [{ field, language }]);
}
