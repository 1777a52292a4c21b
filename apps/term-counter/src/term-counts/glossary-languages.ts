import { DomainException } from '@app/common';

/** Language codes compare without case and with `_` as `-`: `pt_BR` is `pt-BR`. */
export function sameLanguage(a: string, b: string): boolean {
  return normalizeLanguage(a) === normalizeLanguage(b);
}

export function normalizeLanguage(code: string): string {
  return code.trim().toLowerCase().replace(/_/g, '-');
}

/** SPEC: a language not in the glossary is a 400 that names it and lists the glossary's languages. */
export function assertGlossaryHasLanguage(field: 'sourceLanguage' | 'targetLanguage', language: string, glossaryLanguages: string[]): void {
  if (glossaryLanguages.some((available) => sameLanguage(available, language))) return;
  const listed = glossaryLanguages.length > 0 ? glossaryLanguages.join(', ') : 'none';
  throw DomainException.badRequest(`${field} "${language}" is not a language of this glossary; its languages are: ${listed}`, [
    { field, language, availableLanguages: glossaryLanguages },
  ]);
}
