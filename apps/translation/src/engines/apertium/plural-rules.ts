/**
 * Plural of a glossary target the Apertium dictionary lacks (a brand-new coinage, a rare
 * synonym): a small rule per language, enough for nouns and adjectives. A decision: Hunspell's
 * affix files describe which endings a word may take, not which one makes its plural.
 */
const RULES: Record<string, [RegExp, string][]> = {
  es: [
    [/z$/, 'ces'],
    [/([áéíóú])([ns])$/, '$1$2es'],
    [/[aeiouáéó]$/, '$&s'],
    [/[^s]$/, '$&es'],
  ],
  pt: [
    [/ão$/, 'ões'],
    [/m$/, 'ns'],
    [/([aeou])l$/, '$1is'],
    [/[rz]$/, '$&es'],
    [/[^s]$/, '$&s'],
  ],
  gl: [
    [/([aeiou])l$/, '$1is'],
    [/[rzn]$/, '$&s'],
    [/[^s]$/, '$&s'],
  ],
  ca: [
    [/ç$/, 'ços'],
    [/([aeiou])s$/, '$1sos'],
    [/a$/, 'es'],
    [/[^s]$/, '$&s'],
  ],
  fr: [
    [/al$/, 'aux'],
    [/(eau|au|eu)$/, '$1x'],
    [/[^sxz]$/, '$&s'],
  ],
  it: [
    [/o$/, 'i'],
    [/a$/, 'e'],
    [/e$/, 'i'],
  ],
  en: [
    [/([^aeiou])y$/, '$1ies'],
    [/(s|x|z|ch|sh)$/, '$1es'],
    [/$/, 's'],
  ],
};

const ACCENT_DROPPED: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u' };

export function inflectUnknown(language: string, lemma: string, tags: string[]): string {
  if (!tags.includes('pl')) return lemma;
  const rule = (RULES[language] as [RegExp, string][] | undefined)?.find(([pattern]) => pattern.test(lemma));
  if (!rule) return lemma;
  const plural = lemma.replace(rule[0], rule[1]);
  // Spanish: the written accent of a last syllable in -n/-s goes once a syllable is added (camión, camiones).
  return language === 'es' && /([áéíóú])([ns])es$/.test(plural)
    ? plural.replace(/([áéíóú])([ns])es$/, (_, v: string, c: string) => `${ACCENT_DROPPED[v]}${c}es`)
    : plural;
}
