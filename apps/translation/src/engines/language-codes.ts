/**
 * Language codes on the API are ISO 639-1 (CONTRACT "Engines"; ISO 639-3 for a language without
 * one, as in BCP 47: `ast`), optionally with a region or variant (`pt-BR`, `ca-valencia`). Engines and detectors speak ISO 639-3; CLDR's alias data
 * in `Intl` maps between them.
 */
const ISO_639_1_OVERRIDES: Record<string, string> = { tgl: 'tl', fil: 'tl', zlm: 'ms', zsm: 'ms' };

const englishNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

export interface LanguageTag {
  /** Canonical tag as the API shows it: `en`, `pt-BR`, `ca-valencia`. */
  tag: string;
  /** ISO 639-1 base language. */
  base: string;
  region?: string;
  variant?: string;
}

/** ISO 639-1 code of any ISO 639-1/639-3 code, or null when the language has none. */
export function toIso6391(code: string): string | null {
  const api = toApiLanguage(code);
  return api?.length === 2 ? api : null;
}

/** Whether an API code is a two-letter ISO 639-1 code (`ast` is not). */
export function isIso6391(code: string): boolean {
  return /^[a-z]{2}$/.test(code);
}

/** Codes that name no language (`zxx`: no linguistic content, `mul`, `mis`, `und`). */
const NOT_LANGUAGES = new Set(['zxx', 'mul', 'mis', 'und']);

/**
 * API code of any ISO 639-1/639-3 code: ISO 639-1 where the language has one (`spa` -> `es`),
 * else its ISO 639-3 code as BCP 47 does (`ast` Asturian, `szl` Silesian); null for a code
 * that names no language CLDR knows.
 */
export function toApiLanguage(code: string): string | null {
  const lower = code.toLowerCase();
  if (ISO_639_1_OVERRIDES[lower]) return ISO_639_1_OVERRIDES[lower];
  try {
    const canonical = new Intl.Locale(Intl.getCanonicalLocales(lower)[0]).language;
    if (/^[a-z]{2}$/.test(canonical)) return canonical;
    return /^[a-z]{3}$/.test(canonical) && !NOT_LANGUAGES.has(canonical) && englishNames.of(canonical)
      ? canonical
      : null;
  } catch {
    return null;
  }
}

const parsed = new Map<string, LanguageTag | null>();

/** Parses a client's language code; null when it is not a language anyone knows. */
export function parseLanguageTag(code: string): LanguageTag | null {
  let tag = parsed.get(code);
  if (tag === undefined) {
    tag = parse(code);
    // Codes come from clients: remember a bounded number of them.
    if (parsed.size < 10_000) parsed.set(code, tag);
  }
  return tag;
}

function parse(code: string): LanguageTag | null {
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(Intl.getCanonicalLocales(code.replace(/_/g, '-'))[0]);
  } catch {
    return null;
  }
  if (!locale.language || locale.language === 'und') return null;
  const base = toApiLanguage(locale.language);
  if (!base || !englishNames.of(base)) return null;
  const variant = locale.baseName
    .split('-')
    .find((part, i) => i > 0 && /^[a-z0-9]{5,8}$/i.test(part))
    ?.toLowerCase();
  const region = locale.region;
  const tag = [base, locale.script, region, variant].filter(Boolean).join('-');
  return { tag, base, region, variant };
}

/** Human name of a language, in `displayLanguage` (English by default). */
export function languageName(code: string, displayLanguage = 'en'): string {
  const names = new Intl.DisplayNames([displayLanguage], { type: 'language', fallback: 'code' });
  return names.of(code) ?? code;
}

/** Whether `Intl` has names in this display language (an unknown one is a 400 on the languages list). */
export function isDisplayLanguage(code: string): boolean {
  try {
    const [canonical] = Intl.getCanonicalLocales(code);
    return Intl.DisplayNames.supportedLocalesOf([canonical]).length > 0;
  } catch {
    return false;
  }
}
