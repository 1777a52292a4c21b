import { caseMapper, lowerAndCapitalised } from './case';
import { supportedLemmaLanguages } from './languages/catalogue';

// Letters whose case some language maps its own way: dotted and dotless i, Greek with accents and
// final sigma, Lithuanian i with accents, Armenian ech-yiwn, German sharp s, Dutch ij.
const WORDS = ['Iİıi', 'ΆΈΉΊΌΎΏ ΐΰ ΟΔΟΣ', 'ÌÍĨ Įį̇', 'Եւ և', 'Straße', 'IJssel ĳ', 'ǅ ǈ ǋ'];

describe('case mapping without reading the locale on every call', () => {
  const languages = [
    ...new Set([...supportedLemmaLanguages(), 'tr', 'az', 'lt', 'el', 'hy', 'nl', 'TR', 'tr-CY', 'pt-BR']),
  ];

  it.each(languages)('maps %s as toLocaleLowerCase and toLocaleUpperCase do', (language) => {
    const { lower, upper } = caseMapper(language);
    for (const word of WORDS) {
      expect(lower(word)).toBe(word.toLocaleLowerCase(language));
      expect(upper(word)).toBe(word.toLocaleUpperCase(language));
    }
  });

  it('gives Turkish its dotted capital İ for i', () => {
    expect(lowerAndCapitalised('istanbul', 'tr')).toEqual(['istanbul', 'İstanbul']);
    expect(lowerAndCapitalised('istanbul', 'en')).toEqual(['istanbul', 'Istanbul']);
  });
});
