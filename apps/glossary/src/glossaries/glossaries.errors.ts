import { DomainException } from '@app/common';
import { isUUID } from 'class-validator';

/** Unknown, malformed and other organizations' ids all answer the same 404 (SPEC Authentication rule 4). */
export function glossaryNotFound(id: string): DomainException {
  return DomainException.notFound(`Glossary ${id} not found`);
}

/** A malformed id can name no record: answer 404 before the database would reject the cast. */
export function assertGlossaryId(id: string): void {
  if (!isUUID(id)) throw glossaryNotFound(id);
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

/** CONTRACT: removing a language that still has definitions is a 409 naming it. */
export function languagesStillUsed(used: { language: string; definitions: number }[]): DomainException {
  const named = used
    .map((u) => `"${u.language}" (${u.definitions} definition${u.definitions === 1 ? '' : 's'})`)
    .join(', ');
  return DomainException.conflict(
    `Cannot remove language ${named} from the glossary: terms still have definitions in it; update or delete those terms first`,
    used,
  );
}
