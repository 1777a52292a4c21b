import { CompiledGlossary, countTerms } from './index';
import { entries, EntrySpec } from './test/helpers';

/**
 * A large target language is compiled term by term as counts find terms (languageFor); every
 * count must answer exactly as with the target language compiled whole.
 */
describe('CompiledGlossary: a large target language compiled as terms are found', () => {
  // 6,000 filler terms put the German side over the size where it is compiled term by term.
  const filler: EntrySpec[] = Array.from({ length: 6_000 }, (_, i): EntrySpec[] => [
    [`f${i}`, 'en', `widget${i}`],
    [`f${i}`, 'de', `Bauteil${i}`],
  ]).flat();
  const specific: EntrySpec[] = [
    ['t1', 'en', 'invoice'],
    ['t1', 'de', 'Rechnung'],
    ['t2', 'en', 'bill'],
    ['t2', 'de', 'Rechnung'], // t1's twin on the target side
    ['t3', 'en', 'API key'],
    ['t3', 'de', 'API-Schlüssel'],
    ['t4', 'en', 'dashboard'],
    ['t4', 'de', 'Dashboard'],
  ];
  const all = [...filler, ...specific];
  // The first count finds t2 alone, so the partial language holds t2 before its twin t1, which
  // comes first in the glossary: the third count must still attribute "Rechnung" to t1.
  const requests = [
    { sourceText: 'The bill, then widget7.', targetText: 'Die Rechnungen, dann bauteil7 und Bauteil8.' },
    { sourceText: 'Send the invoice and the API keys.', targetText: 'Die Rechnung und die API-Schlüssel. RECHNUNG.' },
    { sourceText: 'The invoice, the bill, the dashboard.', targetText: 'Rechnung, Dashboard, rechnung.' },
  ].map((r) => ({ ...r, sourceLanguage: 'en', targetLanguage: 'de' }));

  it('finds, counts and attributes target matches as the whole language does', async () => {
    const partial = CompiledGlossary.onDemand(entries(all).filter((e) => e.language === 'en'));
    const byTerm = CompiledGlossary.onDemand(entries(all));
    const whole = await CompiledGlossary.compile(entries(all));
    await whole.language('de');
    for (const request of requests) {
      const expected = await countTerms(whole, request);
      expect(expected.source.count).toBeGreaterThan(0);
      expect(expected.target?.count).toBeGreaterThan(0);
      expect(await countTerms(byTerm, request)).toEqual(expected);
    }
    // Only the source language is compiled up front (a glossary with no German side counts none).
    expect((await countTerms(partial, requests[1])).target?.count).toBe(0);
  });

  it('forgets what it compiled when the glossary is patched', async () => {
    const glossary = CompiledGlossary.onDemand(entries(all));
    await countTerms(glossary, requests[1]);
    await glossary.patch(
      new Set(['t1']),
      entries([
        ['t1', 'en', 'invoice'],
        ['t1', 'de', 'Faktura'],
      ]),
    );
    const result = await countTerms(glossary, {
      ...requests[1],
      targetText: 'Die Faktura und die API-Schlüssel.',
    });
    expect(result.terms?.find((t) => t.termId === 't1')?.targetCount).toBe(1);
  });
});
