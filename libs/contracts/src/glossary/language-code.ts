import { registerDecorator, ValidationArguments, ValidationOptions } from 'class-validator';
import { isKnownLanguageCode } from '../term-counter/text-validators';

/**
 * Canonical form of a glossary language code, so `EN`, `en` and `en_us`/`en-US` compare equal:
 * lowercase primary subtag, uppercase region, title-case script (`pt-BR`, `zh-Hant`, `en`).
 */
export function normalizeLanguageCode(code: string): string {
  const [primary, ...rest] = code.trim().replace(/_/g, '-').split('-');
  const subtags = rest.map((subtag) => {
    if (/^[A-Za-z]{2}$/.test(subtag) || /^\d{3}$/.test(subtag)) return subtag.toUpperCase();
    if (/^[A-Za-z]{4}$/.test(subtag)) return subtag[0].toUpperCase() + subtag.slice(1).toLowerCase();
    return subtag.toLowerCase();
  });
  return [primary.toLowerCase(), ...subtags].join('-');
}

/** Codes already found valid; ICU's list bounds it (invalid codes are not kept). Bulk imports check each code thousands of times. */
const knownCodes = new Set<string>();

/** An ISO 639 code (`en`, `fil`) with optional subtags (`pt-BR`) that ICU knows; the same test as the term counter's. */
export function isGlossaryLanguageCode(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (knownCodes.has(value)) return true;
  if (!isKnownLanguageCode(value.trim())) return false;
  knownCodes.add(value);
  return true;
}

export function IsGlossaryLanguageCode(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isGlossaryLanguageCode',
      target: target.constructor,
      propertyName: propertyName as string,
      options: {
        message: ({ value, property }: ValidationArguments) =>
          `${property}: "${String(value)}" is not a language code (expected an ISO 639 code such as en, de or pt-BR)`,
        ...options,
      },
      validator: { validate: (value: unknown) => isGlossaryLanguageCode(value) },
    });
}

/** The glossary's language for `asked`: the same code, else the first with the same primary subtag. */
export function glossaryLanguageFor(languages: string[], asked: string): string | undefined {
  const code = normalizeLanguageCode(asked);
  const primary = code.split('-')[0];
  return (
    languages.find((l) => normalizeLanguageCode(l) === code) ??
    languages.find((l) => normalizeLanguageCode(l).split('-')[0] === primary)
  );
}
