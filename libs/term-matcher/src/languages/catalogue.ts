import { hasDictionarySource, LANGUAGE_SPECS } from './registry';

export interface LanguageRow {
  code: string;
  name: string;
  dictionaryForms: boolean;
  sources: string[];
  boundary: string;
}

/** Languages whose words are compared through dictionary forms (SPEC rule 4), from the data table. */
export function supportedLemmaLanguages(): string[] {
  return LANGUAGE_SPECS.filter(hasDictionarySource).map((s) => s.code);
}

export function languageTable(): LanguageRow[] {
  return LANGUAGE_SPECS.map((s) => ({
    code: s.code,
    name: s.name,
    dictionaryForms: hasDictionarySource(s),
    sources: [
      ...(s.az ? ['az (OpenCorpora)'] : []),
      ...(s.voikko ? ['Voikko'] : []),
      ...(s.hspell ? ['hspell'] : []),
      ...(s.germanPosDict ? ['german-pos-dict'] : []),
      ...(s.apertium ? [`Apertium ${s.apertium.pkg}`] : []),
      ...(s.hunspell ?? []).map((h) => `Hunspell ${h}${s.hunspellSpellOnly ? ' (spelling only)' : ''}`),
      ...(s.snowball ? [`Snowball ${s.snowball}`] : []),
    ],
    boundary: s.boundary ?? 'space',
  }));
}
