import { normalizeLanguageCode } from '@app/contracts';
import { languageNotInGlossary } from './term-counts.errors';

/** SPEC: a language not in the glossary is a 400 that names it and lists the glossary's languages. */
export function assertGlossaryHasLanguage(
  field: 'sourceLanguage' | 'targetLanguage',
  language: string,
  glossaryLanguages: string[],
): void {
  const wanted = normalizeLanguageCode(language);
  if (glossaryLanguages.some((available) => normalizeLanguageCode(available) === wanted)) return;
  throw languageNotInGlossary(field, language, glossaryLanguages);
}
