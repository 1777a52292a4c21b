import { LanguageResponse, normalizeLanguageCode } from '@app/contracts';

/**
 * DeepL's language codes and ours: DeepL writes `EN`, `EN-US`, `PT-BR`, `ZH-HANS` (clients send
 * them in any case); the service takes BCP 47 (`en`, `en-US`, `pt-BR`, `zh-Hans`). Sources are
 * base languages on DeepL's side; a few targets exist only with their variant.
 */
export function fromDeeplCode(code: string): string {
  return normalizeLanguageCode(code);
}

/** DeepL's answer code of a source language: its base language, upper case (`pt-BR` -> `PT`). */
export function toDeeplSourceCode(code: string): string {
  return code.split('-')[0].toUpperCase();
}

/** Targets DeepL lists only with their variant (plus `ZH` itself), named as DeepL names them. */
const TARGET_VARIANTS: Record<string, { language: string; name: string }[]> = {
  en: [
    { language: 'EN-GB', name: 'English (British)' },
    { language: 'EN-US', name: 'English (American)' },
  ],
  pt: [
    { language: 'PT-BR', name: 'Portuguese (Brazilian)' },
    { language: 'PT-PT', name: 'Portuguese (European)' },
  ],
  zh: [
    { language: 'ZH', name: 'Chinese' },
    { language: 'ZH-HANS', name: 'Chinese (simplified)' },
    { language: 'ZH-HANT', name: 'Chinese (traditional)' },
  ],
};

export interface DeeplLanguage {
  language: string;
  name: string;
  supports_formality?: boolean;
}

export function deeplSourceLanguages(languages: LanguageResponse[]): DeeplLanguage[] {
  return languages.map((l) => ({ language: toDeeplSourceCode(l.language), name: l.name }));
}

/** Formality is accepted on translate and not applied (README "DeepL API"), so no target claims it. */
export function deeplTargetLanguages(languages: LanguageResponse[]): DeeplLanguage[] {
  return languages.flatMap((l) =>
    (TARGET_VARIANTS[l.language] ?? [{ language: l.language.toUpperCase(), name: l.name }]).map((variant) => ({
      ...variant,
      supports_formality: false,
    })),
  );
}
