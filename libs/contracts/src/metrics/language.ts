import { registerDecorator, ValidationOptions } from 'class-validator';

const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/**
 * The English name of a language code (`de` -> German, `pt-BR` -> Brazilian Portuguese), or
 * undefined when the code names no language. Prompts use names: models read them better.
 */
export function languageName(code: string): string | undefined {
  if (typeof code !== 'string' || !/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/.test(code)) return undefined;
  try {
    return names.of(code.replace(/_/g, '-'));
  } catch {
    return undefined;
  }
}

/** A language code the runtime knows a language for (ISO 639-1/-3 with optional script/region). */
export function IsKnownLanguage(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isKnownLanguage',
      target: target.constructor,
      propertyName: propertyName as string,
      options: {
        message: ({ property, value }) =>
          `${property} "${String(value)}" is not a known language code (for example en, de, pt-BR)`,
        ...options,
      },
      validator: { validate: (value: unknown) => typeof value === 'string' && languageName(value) !== undefined },
    });
}
