import { normalizeLanguageCode } from '../glossary/language-code';

/**
 * Regional and script variants the service translates as their own language; every other
 * regional code (`en-US`, `es-ES`) is stored under its base code (CONTRACT "Translation memories").
 */
const KNOWN_VARIANTS = new Set(['pt-BR', 'pt-PT', 'zh-Hans', 'zh-Hant']);

/** The code a unit is stored under: `EN-us` -> `en`, `pt_br` -> `pt-BR`. */
export function memoryLanguageOf(code: string): string {
  const normalized = normalizeLanguageCode(code);
  if (KNOWN_VARIANTS.has(normalized)) return normalized;
  return normalized.split('-')[0];
}
