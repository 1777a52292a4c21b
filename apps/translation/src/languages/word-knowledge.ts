import { Logger } from '@nestjs/common';
import { HunspellDictionary } from '@app/term-matcher';

/**
 * Spelling dictionaries (Debian's Hunspell, through the term matcher's binding) of the languages
 * whose neighbours the identifiers confuse on short texts (issue 41): Danish/Bokmål,
 * Croatian/Serbian/Slovenian/Bosnian, Czech/Slovak, Spanish/Portuguese/Galician/Catalan,
 * Bulgarian/Russian/Ukrainian, Latvian/Lithuanian, Estonian, Indonesian, Swedish, and English, whose
 * one- and two-word labels the primary reads as Norwegian, Tagalog or German. Each is opened
 * on the first close call that names its language (0.1-2 s, once) and kept: about 20 MB each,
 * 400 MB if every one is used (README "Detection").
 */
const DICTIONARIES: Record<string, string[]> = {
  bg: ['bg_BG'],
  bs: ['bs_BA'],
  ca: ['ca'],
  cs: ['cs_CZ'],
  da: ['da_DK'],
  en: ['en_US'],
  es: ['es_ES'],
  et: ['et_EE'],
  gl: ['gl_ES'],
  hr: ['hr_HR'],
  id: ['id_ID'],
  lt: ['lt_LT'],
  lv: ['lv_LV'],
  nb: ['nb_NO'],
  pt: ['pt_PT', 'pt_BR'],
  ru: ['ru_RU'],
  sk: ['sk_SK'],
  sl: ['sl_SI'],
  sr: ['sr_RS', 'sr_Latn_RS'],
  sv: ['sv_SE'],
  uk: ['uk_UA'],
};

const segmenter = new Intl.Segmenter('und', { granularity: 'word' });

export class WordKnowledge {
  private readonly logger = new Logger(WordKnowledge.name);
  private readonly dictionaries = new Map<string, HunspellDictionary[]>();

  /** The share of the text's words (letters only, two or more) one of the language's dictionaries knows. */
  share(language: string, words: string[]): number | undefined {
    if (words.length === 0) return undefined;
    const dictionaries = this.open(language);
    if (dictionaries.length === 0) return undefined;
    const known = words.filter((w) => dictionaries.some((d) => d.spell(w) || d.spell(w.toLowerCase())));
    return known.length / words.length;
  }

  private open(language: string): HunspellDictionary[] {
    let open = this.dictionaries.get(language);
    if (!open) {
      const names = (DICTIONARIES[language] as string[] | undefined) ?? [];
      open = names.flatMap((name) => HunspellDictionary.open(name) ?? []);
      if (names.length > 0) this.logger.log(`spelling dictionaries for ${language}: ${open.length} of ${names.length}`);
      this.dictionaries.set(language, open);
    }
    return open;
  }
}

/** The words a dictionary can judge: runs of letters, two or more. */
export function wordsOf(text: string): string[] {
  return [...segmenter.segment(text)].map((s) => s.segment).filter((w) => w.length >= 2 && /^\p{L}+$/u.test(w));
}
