import { DomainException } from '@app/common';
import { normalizeLanguageCode } from '@app/contracts';

/** SPEC: a language not in the glossary is a 400 that names it and lists the glossary's languages. */
export function assertGlossaryHasLanguage(
  field: 'sourceLanguage' | 'targetLanguage',
  language: string,
  glossaryLanguages: string[],
): void {
  const wanted = normalizeLanguageCode(language);
  if (glossaryLanguages.some((available) => normalizeLanguageCode(available) === wanted)) return;
  const listed = glossaryLanguages.length > 0 ? glossaryLanguages.join(', ') : 'none';
  throw DomainException.badRequest(
    `${field} "${language}" is not a language of this glossary; its languages are: ${listed}`,
    [{ field, language, availableLanguages: glossaryLanguages }],
  );
}
