import { normalizeLanguageCode } from '@app/contracts';

/**
 * LibreTranslate's codes and ours: it writes Chinese as `zh-Hans` / `zh-Hant` (formerly `zh` and
 * `zt`) and Brazilian Portuguese as `pb`; everything else is the ISO 639-1 code both use.
 */
const FROM_LIBRETRANSLATE: Record<string, string> = { pb: 'pt-BR', zt: 'zh-Hant' };
const TO_LIBRETRANSLATE: Record<string, string> = { zh: 'zh-Hans', 'pt-BR': 'pb' };

export function fromLibreTranslateCode(code: string): string {
  const lower = code.trim().toLowerCase();
  return lower === 'auto' ? 'auto' : (FROM_LIBRETRANSLATE[lower] ?? normalizeLanguageCode(code));
}

export function toLibreTranslateCode(code: string): string {
  return TO_LIBRETRANSLATE[code] ?? code;
}
