import { registerDecorator, ValidationArguments, ValidationOptions } from 'class-validator';

/** SPEC "Limits": sourceText and targetText, each. */
export const MAX_COUNT_TEXT_CODE_POINTS = 100_000;

/** Unicode code points, not UTF-16 units: an emoji or a rare CJK character is one character. */
export function codePointLength(text: string): number {
  let length = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is one code point.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    length++;
  }
  return length;
}

export function MaxCodePoints(max: number, options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'maxCodePoints',
      target: target.constructor,
      propertyName: propertyName as string,
      constraints: [max],
      options: {
        message: `$property must be at most ${max.toLocaleString('en-US')} characters (Unicode code points)`,
        ...options,
      },
      validator: { validate: (value: unknown) => typeof value !== 'string' || codePointLength(value) <= max },
    });
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/**
 * A language code ICU knows (`en`, `pt-BR`, `zh-Hant`, `fil`), the same test at both ends.
 * ICU's language data is the list, so there is no hand-kept table to drift.
 */
export function isKnownLanguageCode(code: string): boolean {
  if (!/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/.test(code)) return false;
  try {
    return languageNames.of(code.replace(/_/g, '-')) !== undefined;
  } catch {
    return false;
  }
}

export function IsLanguageCode(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isLanguageCode',
      target: target.constructor,
      propertyName: propertyName as string,
      options: {
        message: ({ value }: ValidationArguments) => `$property: unsupported language code "${String(value)}"`,
        ...options,
      },
      validator: { validate: (value: unknown) => typeof value !== 'string' || isKnownLanguageCode(value) },
    });
}

export const isAbsent = (value: unknown): value is undefined | null => value === undefined || value === null;

/**
 * `targetLanguage` and `targetText` (SPEC): sent together or not at all. Put on each of the pair
 * with `IsOptional`: the one that was sent reports the one that is missing.
 */
export function RequiresAlso(other: string, options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'requiresAlso',
      target: target.constructor,
      propertyName: propertyName as string,
      constraints: [other],
      options: { message: `${other} is required when $property is sent: send both or neither`, ...options },
      validator: {
        validate: (_value: unknown, args: ValidationArguments) =>
          !isAbsent((args.object as Record<string, unknown>)[other]),
      },
    });
}
