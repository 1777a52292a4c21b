/**
 * Which resources each language uses. This table is the list of languages with dictionary
 * forms: scripts/term-matcher/list-languages.mjs prints it and the README reproduces it.
 */
import type { SnowballAlgorithm } from './snowball';

export type BoundaryMode = 'space' | 'segmenter' | 'korean' | 'none';

export interface LanguageSpec {
  readonly code: string;
  readonly name: string;
  /** Hunspell dictionaries under /usr/share/hunspell, first one preferred. */
  readonly hunspell?: readonly string[];
  /** Apertium analyser (lt-proc on <dir>/<mode>.automorf.bin). */
  readonly apertium?: { readonly pkg: string; readonly dir: string; readonly mode: string };
  /** Finnish morphology through libvoikko. */
  readonly voikko?: boolean;
  /** German forms from german-pos-dict (npm german-*-dict packages). */
  readonly germanPosDict?: boolean;
  /** Hebrew lemmas from hspell -l (AGPL, run as a separate process). */
  readonly hspell?: boolean;
  /** Russian OpenCorpora dictionary through the `az` package. */
  readonly az?: boolean;
  readonly snowball?: SnowballAlgorithm;
  readonly boundary?: BoundaryMode;
  /** Compounding language: an unknown word is retried on its last component. */
  readonly compounds?: boolean;
  /** Final consonants of a root that change before a vowel ending (Turkish kitap -> kitabı), with what they become. */
  readonly softenedFinals?: Readonly<Record<string, string>>;
  /**
   * Verbs cited by their infinitive: `pattern`'s first group is the stem their forms are built on
   * (Turkish gitmek -> git-, Hindi जाना -> जा, Persian رفتن -> رفت), and `stemEndings` the regular
   * endings added to it where no dictionary lists the forms (Persian past: رفتم, رفتند).
   */
  readonly infinitive?: { readonly pattern: RegExp; readonly stemEndings?: readonly string[] };
  /** Two spellings of the same letters in dictionary forms (French œil / oeil). */
  readonly spellingAlternatives?: readonly (readonly [string, string])[];
  /** An apostrophe between letters is part of the word (Ukrainian комп'ютер, Dutch foto's), not a break (French l'ordinateur). */
  readonly apostropheInWords?: boolean;
  /** The written accent moves as the word inflects (Greek stress: άνθρωπος, ανθρώπων): common endings compare roots without accents. */
  readonly accentsMove?: boolean;
  /** Stems from this dictionary are unreliable: used for the "known word" test only. */
  readonly hunspellSpellOnly?: boolean;
}

const ap = (pkg: string, mode: string) => ({ pkg, dir: `/usr/share/apertium/${pkg}`, mode });

export const LANGUAGE_SPECS: readonly LanguageSpec[] = [
  {
    code: 'en',
    name: 'English',
    hunspell: ['en_US'],
    snowball: 'english',
    apertium: ap('apertium-eng-spa', 'eng-spa'),
  },
  { code: 'de', name: 'German', germanPosDict: true, hunspell: ['de_DE'], snowball: 'german', compounds: true },
  {
    code: 'fr',
    name: 'French',
    hunspell: ['fr'],
    snowball: 'french',
    apertium: ap('apertium-fr-es', 'fr-es'),
    spellingAlternatives: [['œ', 'oe']],
  },
  {
    code: 'es',
    name: 'Spanish',
    hunspell: ['es_ES'],
    snowball: 'spanish',
    apertium: ap('apertium-eng-spa', 'spa-eng'),
  },
  {
    code: 'it',
    name: 'Italian',
    hunspell: ['it_IT'],
    snowball: 'italian',
    apertium: ap('apertium-spa-ita', 'ita-spa'),
    hunspellSpellOnly: true,
  },
  {
    code: 'pt',
    name: 'Portuguese',
    hunspell: ['pt_PT', 'pt_BR'],
    snowball: 'portuguese',
    apertium: ap('apertium-es-pt', 'pt-es'),
  },
  {
    code: 'nl',
    name: 'Dutch',
    hunspell: ['nl'],
    snowball: 'dutch',
    compounds: true,
    apertium: ap('apertium-afr-nld', 'nld-afr'),
    apostropheInWords: true,
  },
  {
    code: 'da',
    name: 'Danish',
    hunspell: ['da_DK'],
    snowball: 'danish',
    compounds: true,
    apertium: ap('apertium-swe-dan', 'dan-swe'),
  },
  {
    code: 'sv',
    name: 'Swedish',
    hunspell: ['sv_SE'],
    snowball: 'swedish',
    compounds: true,
    apertium: ap('apertium-swe-dan', 'swe-dan'),
  },
  {
    code: 'nb',
    name: 'Norwegian Bokmål',
    hunspell: ['nb_NO'],
    snowball: 'norwegian',
    compounds: true,
    apertium: ap('apertium-nno-nob', 'nob-nno'),
  },
  {
    code: 'no',
    name: 'Norwegian',
    hunspell: ['nb_NO', 'nn_NO'],
    snowball: 'norwegian',
    compounds: true,
    apertium: ap('apertium-nno-nob', 'nob-nno'),
  },
  {
    code: 'nn',
    name: 'Norwegian Nynorsk',
    hunspell: ['nn_NO'],
    snowball: 'norwegian',
    compounds: true,
    apertium: ap('apertium-nno-nob', 'nno-nob'),
  },
  { code: 'fi', name: 'Finnish', voikko: true, snowball: 'finnish', compounds: true },
  { code: 'et', name: 'Estonian', hunspell: ['et_EE'], snowball: 'estonian', hunspellSpellOnly: true },
  { code: 'pl', name: 'Polish', hunspell: ['pl_PL'], snowball: 'polish', apertium: ap('apertium-pol-szl', 'pol-szl') },
  { code: 'cs', name: 'Czech', hunspell: ['cs_CZ'], snowball: 'czech' },
  { code: 'sk', name: 'Slovak', hunspell: ['sk_SK'] },
  { code: 'sl', name: 'Slovenian', hunspell: ['sl_SI'], apertium: ap('apertium-hbs-slv', 'slv-hbs') },
  {
    code: 'hr',
    name: 'Croatian',
    hunspell: ['hr_HR'],
    snowball: 'serbian',
    apertium: ap('apertium-hbs-eng', 'hbs-eng'),
  },
  {
    code: 'sr',
    name: 'Serbian',
    hunspell: ['sr_RS', 'sr_Latn_RS'],
    snowball: 'serbian',
    apertium: ap('apertium-hbs-eng', 'hbs-eng'),
  },
  {
    code: 'bs',
    name: 'Bosnian',
    hunspell: ['bs_BA'],
    snowball: 'serbian',
    apertium: ap('apertium-hbs-eng', 'hbs-eng'),
  },
  { code: 'bg', name: 'Bulgarian', hunspell: ['bg_BG'], apertium: ap('apertium-mkd-bul', 'bul-mkd') },
  { code: 'mk', name: 'Macedonian', apertium: ap('apertium-mkd-bul', 'mkd-bul') },
  { code: 'ro', name: 'Romanian', hunspell: ['ro_RO'], snowball: 'romanian', apertium: ap('apertium-es-ro', 'ro-es') },
  { code: 'hu', name: 'Hungarian', hunspell: ['hu_HU'], snowball: 'hungarian' },
  { code: 'el', name: 'Greek', hunspell: ['el_GR'], snowball: 'greek', hunspellSpellOnly: true, accentsMove: true },
  { code: 'ca', name: 'Catalan', hunspell: ['ca'], snowball: 'catalan', apertium: ap('apertium-spa-cat', 'cat-spa') },
  {
    code: 'gl',
    name: 'Galician',
    hunspell: ['gl_ES'],
    snowball: 'portuguese',
    apertium: ap('apertium-es-gl', 'gl-es'),
  },
  { code: 'ast', name: 'Asturian', snowball: 'spanish', apertium: ap('apertium-spa-ast', 'ast-spa') },
  { code: 'an', name: 'Aragonese', snowball: 'spanish', apertium: ap('apertium-spa-arg', 'arg-spa') },
  { code: 'sc', name: 'Sardinian', apertium: ap('apertium-srd-ita', 'srd-ita') },
  { code: 'br', name: 'Breton', apertium: ap('apertium-br-fr', 'br-fr') },
  { code: 'eu', name: 'Basque', hunspell: ['eu'], snowball: 'basque' },
  { code: 'ga', name: 'Irish', hunspell: ['ga_IE'], snowball: 'irish', hunspellSpellOnly: true },
  { code: 'gd', name: 'Scottish Gaelic', hunspell: ['gd_GB'], hunspellSpellOnly: true },
  { code: 'lv', name: 'Latvian', hunspell: ['lv_LV'] },
  { code: 'lt', name: 'Lithuanian', hunspell: ['lt_LT'], snowball: 'lithuanian' },
  { code: 'is', name: 'Icelandic', hunspell: ['is_IS'], apertium: ap('apertium-isl-swe', 'isl-swe') },
  {
    code: 'af',
    name: 'Afrikaans',
    hunspell: ['af_ZA'],
    snowball: 'dutch',
    apertium: ap('apertium-afr-nld', 'afr-nld'),
  },
  { code: 'oc', name: 'Occitan', hunspell: ['oc_FR'] },
  { code: 'eo', name: 'Esperanto', hunspell: ['eo'], snowball: 'esperanto' },
  {
    code: 'ru',
    name: 'Russian',
    az: true,
    hunspell: ['ru_RU'],
    snowball: 'russian',
    apertium: ap('apertium-rus-ukr', 'rus-ukr'),
  },
  {
    code: 'uk',
    name: 'Ukrainian',
    hunspell: ['uk_UA'],
    apertium: ap('apertium-rus-ukr', 'ukr-rus'),
    apostropheInWords: true,
  },
  {
    code: 'be',
    name: 'Belarusian',
    hunspell: ['be_BY'],
    apertium: ap('apertium-bel-rus', 'bel-rus'),
    apostropheInWords: true,
  },
  { code: 'kk', name: 'Kazakh', hunspell: ['kk_KZ'] },
  {
    code: 'tr',
    name: 'Turkish',
    hunspell: ['tr_TR'],
    snowball: 'turkish',
    softenedFinals: { p: 'b', ç: 'c', t: 'd', k: 'ğg' },
    infinitive: { pattern: /^(.{2,})m[ae]k$/u },
  },
  { code: 'ar', name: 'Arabic', hunspell: ['ar'], snowball: 'arabic' },
  { code: 'he', name: 'Hebrew', hunspell: ['he_IL'], hspell: true },
  {
    code: 'fa',
    name: 'Persian',
    hunspell: ['fa_IR'],
    snowball: 'persian',
    // Past stems end in ت or د; the personal endings of the past tense.
    infinitive: { pattern: /^(.{2,}[تد])ن$/u, stemEndings: ['م', 'ی', 'یم', 'ید', 'ند'] },
  },
  {
    code: 'hi',
    name: 'Hindi',
    hunspell: ['hi_IN'],
    snowball: 'hindi',
    apertium: ap('apertium-hin', 'hin'),
    infinitive: { pattern: /^(.+)ना$/u },
  },
  { code: 'ur', name: 'Urdu', apertium: ap('apertium-urd', 'urd') },
  { code: 'bn', name: 'Bengali', hunspell: ['bn_BD'], hunspellSpellOnly: true },
  { code: 'ne', name: 'Nepali', snowball: 'nepali' },
  { code: 'id', name: 'Indonesian', hunspell: ['id_ID'], snowball: 'indonesian' },
  {
    code: 'ms',
    name: 'Malay',
    hunspell: ['id_ID'],
    snowball: 'indonesian',
    apertium: ap('apertium-ind-zlm', 'zlm-ind'),
  },
  { code: 'sw', name: 'Swahili', hunspell: ['sw_TZ'], hunspellSpellOnly: true },
  { code: 'hy', name: 'Armenian', snowball: 'armenian' },
  { code: 'ta', name: 'Tamil', snowball: 'tamil' },
  { code: 'yi', name: 'Yiddish', snowball: 'yiddish' },
  { code: 'zh', name: 'Chinese', boundary: 'segmenter' },
  { code: 'ja', name: 'Japanese', boundary: 'segmenter' },
  { code: 'th', name: 'Thai', boundary: 'segmenter' },
  { code: 'ko', name: 'Korean', boundary: 'korean' },
  { code: 'lo', name: 'Lao', boundary: 'none' },
  { code: 'km', name: 'Khmer', boundary: 'none' },
  { code: 'my', name: 'Burmese', boundary: 'none' },
  { code: 'bo', name: 'Tibetan', boundary: 'none' },
];

const BY_CODE = new Map(LANGUAGE_SPECS.map((s) => [s.code, s]));

/** The primary subtag, lower case: 'pt-BR' -> 'pt', 'zh_Hant' -> 'zh'. */
export function baseLanguage(code: string): string {
  return code.toLowerCase().split(/[-_]/)[0];
}

export function languageSpec(code: string): LanguageSpec {
  const base = baseLanguage(code);
  return BY_CODE.get(base) ?? { code: base, name: base };
}

export function hasDictionarySource(spec: LanguageSpec): boolean {
  const sources = [
    spec.hunspell && !spec.hunspellSpellOnly,
    spec.apertium,
    spec.voikko,
    spec.az,
    spec.hspell,
    spec.germanPosDict,
  ];
  return sources.some(Boolean);
}
