import { DomainException } from '@app/common';

/** Unknown, another organization's, or not a UUID at all: the same 404 (README "Validation"). */
export function glossaryNotFound(glossaryId: string): DomainException {
  return DomainException.notFound(`Glossary ${glossaryId} not found`);
}

/** SPEC: names the language and lists the glossary's languages. */
export function languageNotInGlossary(field: string, language: string, glossaryLanguages: string[]): DomainException {
  const listed = glossaryLanguages.length > 0 ? glossaryLanguages.join(', ') : 'none';
  return DomainException.badRequest(
    `${field} "${language}" is not a language of this glossary; its languages are: ${listed}`,
    [{ field, language, availableLanguages: glossaryLanguages }],
  );
}

/** The glossary answered "not modified" for a version this replica no longer holds (evicted in between). */
export function versionNotHeld(glossaryId: string): DomainException {
  return DomainException.unavailable(`Glossary ${glossaryId}: "not modified" for a version not held; try again`);
}
