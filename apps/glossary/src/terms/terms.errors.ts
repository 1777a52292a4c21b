import { DomainException } from '@app/common';
import { ErrorCode } from '@app/contracts';
import { isUUID } from 'class-validator';

export function termNotFound(glossaryId: string, termId: string): DomainException {
  return DomainException.notFound(`Term ${termId} not found in glossary ${glossaryId}`);
}

/** A malformed id can name no record: answer 404 before the database would reject the cast. */
export function assertTermId(glossaryId: string, termId: string): void {
  if (!isUUID(termId)) throw termNotFound(glossaryId, termId);
}

/** 413, refused whole before any write: a glossary past the maximum could not be used by translation. */
export function tooManyTerms(glossaryId: string, termCount: number, adding: number, maxTerms: number): DomainException {
  return new DomainException(
    `Glossary ${glossaryId} holds ${termCount} terms; adding ${adding} would pass the maximum of ${maxTerms} terms per glossary`,
    ErrorCode.PAYLOAD_TOO_LARGE,
    [{ field: 'terms', termCount, adding, maxTerms }],
  );
}

/** Adding a language to a term needs both its term and its definition (SPEC update rule 6). */
export function newDefinitionIncomplete(
  language: string,
  field: string,
  missing: ('term' | 'definition')[],
): DomainException {
  return DomainException.badRequest(
    `The term has no "${language}" definition yet: adding one needs ${missing.join(' and ')}`,
    missing.map((key) => ({
      field: `${field}.${key}`,
      problems: [`${key} is required to add language ${language}`],
    })),
  );
}
