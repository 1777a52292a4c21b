import { termsOf } from './deepl-glossaries.service';

const definitions = (...pairs: [string, string][]) =>
  pairs.map(([language, term]) => ({ language, term, definition: '' }));

describe('termsOf (DeepL dictionaries onto our terms)', () => {
  it('makes one term per source word across dictionaries of one source language', () => {
    const terms = termsOf([
      { sourceLang: 'en', targetLang: 'es', entries: [{ source: 'cart', target: 'carrito' }] },
      { sourceLang: 'en', targetLang: 'ca', entries: [{ source: 'cart', target: 'cistella' }] },
    ]);
    expect(terms).toEqual([{ definitions: definitions(['en', 'cart'], ['es', 'carrito'], ['ca', 'cistella']) }]);
  });

  it('reads the reverse dictionary of the same pair as the same terms', () => {
    const terms = termsOf([
      { sourceLang: 'en', targetLang: 'de', entries: [{ source: 'house', target: 'Haus' }] },
      {
        sourceLang: 'de',
        targetLang: 'en',
        entries: [
          { source: 'Haus', target: 'house' },
          { source: 'Gebäude', target: 'building' },
        ],
      },
    ]);
    expect(terms).toEqual([
      { definitions: definitions(['en', 'house'], ['de', 'Haus']) },
      { definitions: definitions(['de', 'Gebäude'], ['en', 'building']) },
    ]);
  });

  it('keeps two targets of one source in one language as two terms', () => {
    const terms = termsOf([
      { sourceLang: 'en', targetLang: 'es', entries: [{ source: 'bank', target: 'banco' }] },
      { sourceLang: 'en', targetLang: 'es', entries: [{ source: 'bank', target: 'orilla' }] },
    ]);
    expect(terms).toHaveLength(2);
  });
});
