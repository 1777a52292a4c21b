import { normalizeLanguageCode } from '@app/contracts';
import { duplicateLanguage } from './glossaries.errors';

/** The glossary's language set as stored: normalised codes, in the client's order, each once. */
export function normalizeGlossaryLanguages(languages: string[]): string[] {
  const seen = new Set<string>();
  return languages.map((code, index) => {
    const language = normalizeLanguageCode(code);
    if (seen.has(language))
      throw duplicateLanguage(language, `languages.${index}`, 'languages: list each language once');
    seen.add(language);
    return language;
  });
}

export function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}
