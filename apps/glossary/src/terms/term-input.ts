import { DomainException, rpcItemValidator } from '@app/common';
import { BulkTermFailure, DefinitionInput, normalizeLanguageCode, TermInput } from '@app/contracts';
import { randomUUID } from 'node:crypto';
import { duplicateLanguage, languageNotInGlossary } from '../glossaries/glossaries.errors';
import { TermRecord } from './term.records';

/**
 * Turns a validated create input into the term to store, or throws the 400 that says why it
 * cannot be stored in this glossary (language outside it, a language twice).
 */
export function newTerm(
  input: { definitions: DefinitionInput[]; translationFlag?: boolean },
  glossaryId: string,
  glossaryLanguages: string[],
  now: Date,
): TermRecord {
  const seen = new Set<string>();
  const definitions = input.definitions.map((d, index) => {
    const language = normalizeLanguageCode(d.language);
    const field = `definitions.${index}.language`;
    if (!glossaryLanguages.includes(language)) throw languageNotInGlossary(language, glossaryLanguages, field);
    if (seen.has(language))
      throw duplicateLanguage(language, field, 'definitions: a term has one definition per language');
    seen.add(language);
    return {
      language,
      term: d.term.trim(),
      definition: d.definition,
      caseSensitivity: d.caseSensitivity ?? 'auto',
      position: index,
      createdAt: now,
      updatedAt: now,
    };
  });
  return {
    id: randomUUID(),
    glossaryId,
    translationFlag: input.translationFlag ?? true,
    createdAt: now,
    updatedAt: now,
    definitions,
  };
}

/** The services' own message pipe (the same rules, messages and details as a single create's 400). */
const checkTermInput = rpcItemValidator(TermInput);

/**
 * One item of a bulk request, checked with the same rules as a single create. Items are not
 * validated by the transport so that one bad item fails alone (SPEC: 207 with `failed`).
 */
export async function checkBulkItem(
  item: unknown,
  index: number,
  glossaryId: string,
  glossaryLanguages: string[],
  now: Date,
): Promise<TermRecord | BulkTermFailure> {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) {
    return {
      index,
      error: 'Each item of terms must be an object with definitions',
      details: [{ field: 'terms', problems: ['not an object'] }],
    };
  }
  try {
    const input = await checkTermInput(item);
    return newTerm(input, glossaryId, glossaryLanguages, now);
  } catch (error) {
    if (!(error instanceof DomainException)) throw error;
    return { index, error: error.message, details: error.details ?? [] };
  }
}

export function isFailure(value: TermRecord | BulkTermFailure): value is BulkTermFailure {
  return 'error' in value;
}
