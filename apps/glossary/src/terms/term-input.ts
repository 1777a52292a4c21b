import { describeValidationErrors, DomainException, flattenValidationErrors } from '@app/common';
import {
  BulkTermFailure,
  CaseSensitivities,
  DEFINITION_TEXT_MAX_LENGTH,
  DefinitionInput,
  isGlossaryLanguageCode,
  normalizeLanguageCode,
  TERM_MAX_DEFINITIONS,
  TERM_TEXT_MAX_LENGTH,
  TermInput,
} from '@app/contracts';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { randomUUID } from 'node:crypto';
import { duplicateLanguage, languageNotInGlossary } from '../glossaries/glossary.errors';
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

/**
 * One item of a bulk request, checked with the same rules as a single create. Items are not
 * validated by the transport so that one bad item fails alone (SPEC: 207 with `failed`).
 */
export function checkBulkItem(
  item: unknown,
  index: number,
  glossaryId: string,
  glossaryLanguages: string[],
  now: Date,
): TermRecord | BulkTermFailure {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) {
    return {
      index,
      error: 'Each item of terms must be an object with definitions',
      details: [{ field: 'terms', problems: ['not an object'] }],
    };
  }
  const input = quickTermInput(item as Record<string, unknown>) ?? plainToInstance(TermInput, item);
  const problems =
    input instanceof TermInput
      ? flattenValidationErrors(validateSync(input, { whitelist: true, forbidUnknownValues: false }))
      : [];
  if (problems.length > 0) return { index, error: describeValidationErrors(problems), details: problems };
  try {
    return newTerm(input, glossaryId, glossaryLanguages, now);
  } catch (error) {
    if (!(error instanceof DomainException)) throw error;
    return { index, error: error.message, details: error.details ?? [] };
  }
}

const isAbsent = (value: unknown) => value === undefined || value === null;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The hot path of bulk imports. class-validator spends about 100 µs on each item; this accepts
 * an ordinary valid item in a few. It accepts only what TermInput's rules accept (a unit test
 * compares the two) and keeps only TermInput's fields, as the whitelist would; anything else
 * returns null and goes through class-validator, whose messages the client then gets.
 */
export function quickTermInput(
  item: Record<string, unknown>,
): { definitions: DefinitionInput[]; translationFlag?: boolean } | null {
  const { definitions, translationFlag } = item;
  if (!Array.isArray(definitions) || definitions.length < 1 || definitions.length > TERM_MAX_DEFINITIONS) return null;
  if (!isAbsent(translationFlag) && typeof translationFlag !== 'boolean') return null;
  const checked: DefinitionInput[] = [];
  for (const d of definitions) {
    if (!isObject(d)) return null;
    const { language, term, definition, caseSensitivity } = d;
    if (!isGlossaryLanguageCode(language)) return null;
    if (typeof term !== 'string' || term.length > TERM_TEXT_MAX_LENGTH || !/\S/.test(term)) return null;
    if (typeof definition !== 'string' || definition.length > DEFINITION_TEXT_MAX_LENGTH) return null;
    if (!isAbsent(caseSensitivity) && !CaseSensitivities.includes(caseSensitivity as never)) return null;
    checked.push({
      language,
      term,
      definition,
      ...(isAbsent(caseSensitivity) ? {} : { caseSensitivity: caseSensitivity as DefinitionInput['caseSensitivity'] }),
    });
  }
  return {
    definitions: checked,
    ...(isAbsent(translationFlag) ? {} : { translationFlag: translationFlag }),
  };
}

export function isFailure(value: TermRecord | BulkTermFailure): value is BulkTermFailure {
  return 'error' in value;
}
