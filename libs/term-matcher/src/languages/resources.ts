import { lowerAndCapitalised } from '../case';
import { HunspellDictionary } from './hunspell';
import { CachedLanguageModule, ModuleParts } from './module';
import { languageSpec, LanguageSpec } from './registry';
import { snowballStemmer } from './snowball';
import type { LanguageModule, LanguageResources, Lemmatizer } from './types';
import { apertiumLemmatizer } from './apertium';
import { voikkoLemmatizer } from './voikko';
import { azLemmatizer } from './az';
import { loadJapanese } from './japanese';
import { hspellLemmatizer } from './hspell';
import { germanLemmatizer } from './german';

const hunspellCache = new Map<string, HunspellDictionary | null>();

function openHunspell(name: string): HunspellDictionary | null {
  const cached = hunspellCache.get(name);
  if (cached !== undefined) return cached;
  const dict = HunspellDictionary.open(name);
  hunspellCache.set(name, dict);
  return dict;
}

/**
 * Affix flags that derive a new word rather than inflect one (en_US: -ly, -ness, -ion, -able,
 * -ment, un-, re-...). Analyses using them are not dictionary forms of the word.
 */
const DERIVATIONAL_FLAGS: Partial<Record<string, ReadonlySet<string>>> = {
  en_US: new Set(['P', 'Y', 'V', 'N', 'X', 'H', 'J', 'B', 'L', 'A', 'I', 'U', 'C', 'E', 'F', 'K']),
};

function hunspellLemmatizer(name: string, dict: HunspellDictionary): Lemmatizer {
  const derivational = DERIVATIONAL_FLAGS[name];
  return {
    name: `hunspell:${name}`,
    fallback: true,
    // A word Hunspell accepts without an analysis (German compounds) counts as unknown, so
    // that it falls back to common endings.
    lemmas: (word) => {
      const stems = new Set<string>();
      for (const a of dict.analyses(word)) {
        if (derivational && a.flags.some((f) => derivational.has(f))) continue;
        stems.add(a.stem);
      }
      return stems.size > 0 ? [...stems] : null;
    },
  };
}

const ALL_CAPITALS = /^(?=(?:.*\p{Lu}){2})[^\p{Ll}]+$/u;

/**
 * A word in capitals (HOUSES, HÄUSER) rather than an abbreviation (AIDS, NATO, US, PDF): the
 * dictionary knows it written in lower case or capitalised, and none of its readings is a stem
 * written in capitals (AIDS has one besides aid; NATO is no word in lower case).
 */
function wordInCapitals(dicts: readonly HunspellDictionary[], word: string, language: string): boolean {
  const spellings = lowerAndCapitalised(word, language);
  if (!dicts.some((d) => spellings.some((s) => d.spell(s)))) return false;
  const stems = dicts.flatMap((d) => d.analyses(word).map((a) => a.stem));
  return stems.length > 0 && !stems.some((stem) => ALL_CAPITALS.test(stem));
}

async function buildParts(spec: LanguageSpec): Promise<ModuleParts> {
  const lemmatizers: Lemmatizer[] = [];
  const spellers: HunspellDictionary[] = [];
  if (spec.az) {
    const az = await azLemmatizer();
    if (az) lemmatizers.push(az);
  }
  if (spec.germanPosDict) {
    const g = germanLemmatizer();
    if (g) lemmatizers.push(g);
  }
  if (spec.hspell) {
    const h = hspellLemmatizer();
    if (h) lemmatizers.push(h);
  }
  if (spec.voikko) {
    const v = voikkoLemmatizer(spec.code);
    if (v) lemmatizers.push(v);
  }
  if (spec.apertium) {
    const a = apertiumLemmatizer(spec.apertium.dir, spec.apertium.mode);
    if (a) lemmatizers.push(a);
  }
  for (const name of spec.hunspell ?? []) {
    const dict = openHunspell(name);
    if (!dict) continue;
    spellers.push(dict);
    if (!spec.hunspellSpellOnly) lemmatizers.push(hunspellLemmatizer(name, dict));
  }
  const japanese = spec.code === 'ja' ? await loadJapanese() : undefined;
  return {
    lemmatizers,
    stem: spec.snowball ? snowballStemmer(spec.snowball) : null,
    spell: spellers.length > 0 ? (w) => spellers.some((d) => d.spell(w)) : undefined,
    wordInCapitals: spellers.length > 0 ? (w) => wordInCapitals(spellers, w, spec.code) : undefined,
    japanese: japanese ?? undefined,
  };
}

/** Loads each language's resources on first use and keeps them. */
export class DefaultLanguageResources implements LanguageResources {
  private readonly modules = new Map<string, Promise<LanguageModule>>();

  load(language: string): Promise<LanguageModule> {
    const spec = languageSpec(language);
    let m = this.modules.get(spec.code);
    if (!m) {
      m = buildParts(spec).then((parts) => new CachedLanguageModule(spec, parts));
      this.modules.set(spec.code, m);
    }
    return m;
  }
}

export const defaultResources = new DefaultLanguageResources();
