/**
 * Which writing system a text is in, and the text as the language identifiers should see it
 * (issue 41): "RdRp直接介导正义基因组RNA合成反义亚基因组RNA分子。" is Chinese with Latin acronyms,
 * and eld, given the whole, answered nothing. Letters of other writing systems are left out of
 * the sample; a text no identifier can read still gets its script's likeliest language.
 */

/** Han, kana, Hangul and Bopomofo together: Japanese mixes the first three, Korean the first and Hangul. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u;
/**
 * ISO 15924 codes of the scripts living languages are written in (most used first, so a letter
 * finds its script in a test or two); a letter in none of them counts as `Zyyy`.
 */
const SCRIPTS = (
  'Latn Cyrl Arab Deva Grek Hebr Thai Beng Geor Armn Ethi Taml Telu Knda Mlym Gujr Guru Orya Sinh Khmr ' +
  'Laoo Mymr Tibt Mong Thaa Syrc Tfng Cher Cans Yiii Vaii Nkoo Adlm Olck Java Bali Sund Bugi Tglg Cham ' +
  'Lana Tavt Talu Saur Mtei Lepc Limb Newa Hmnp Rohg Osge Bamu Copt Glag Runr Ogam'
).split(' ');
const SCRIPT_TESTS = SCRIPTS.map((code) => ({ code, test: new RegExp(`\\p{Script=${code}}`, 'u') }));
/** Letters of a non-Latin writing system from which it, not the Latin words around it, is the text's. */
const NON_LATIN_SHARE = 0.25;

export interface Focus {
  /** ISO 15924 code of the writing system (`Hani` standing for Han, kana and Hangul). */
  script: string;
  /** The text with the letters of other writing systems left out. */
  sample: string;
}

/** null when the text has no letters. */
export function focusOn(text: string): Focus | null {
  const weights = new Map<string, number>();
  for (const letter of text.match(/\p{L}/gu) ?? []) {
    const script = scriptOf(letter);
    // A Chinese or Japanese character carries about what a word of three letters does.
    weights.set(script, (weights.get(script) ?? 0) + (script === 'Hani' ? 3 : 1));
  }
  const total = [...weights.values()].reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  // Latin words inside another script are names, acronyms and code ("HCoV-229E的种间传播"); a
  // few letters of another script inside Latin text (a Greek π) are not the text's.
  const [other, weight] = [...weights].filter(([s]) => s !== 'Latn').sort((a, b) => b[1] - a[1])[0] ?? ['Latn', 0];
  const script = weight / total >= NON_LATIN_SHARE || !weights.has('Latn') ? other : 'Latn';
  const sample = [...text].map((c) => (/\p{L}/u.test(c) && scriptOf(c) !== script ? ' ' : c)).join('');
  return { script, sample: sample.replace(/\s{2,}/g, ' ').trim() };
}

/** The language most written in a script (CLDR likely subtags: Hani -> zh, Cyrl -> ru, Cher -> chr). */
export function likeliestLanguage(script: string): string | null {
  if (script === 'Zyyy') return null;
  try {
    return new Intl.Locale(`und-${script}`).maximize().language;
  } catch {
    return null;
  }
}

function scriptOf(letter: string): string {
  if (CJK.test(letter)) return 'Hani';
  return SCRIPT_TESTS.find(({ test }) => test.test(letter))?.code ?? 'Zyyy';
}
