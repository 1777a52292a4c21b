import { probeLanguage } from './test/probe-runner';
import { PROBES } from './test/probes';
import { supportedLemmaLanguages } from './index';

jest.setTimeout(120_000);

/**
 * Measured pass rates (README) minus nothing: a drop below these is a regression. Languages
 * whose dictionaries do not reduce these forms are listed with their real floor, not hidden.
 */
const FLOORS: Record<string, number> = {
  de: 6,
  fr: 5,
  et: 3,
  pl: 5,
  cs: 2,
  sk: 4,
  sr: 4,
  bg: 4,
  mk: 4,
  el: 4,
  lt: 4,
  kk: 4,
  tr: 4,
  ar: 2,
  ne: 4,
  ga: 0,
  gd: 0,
  bn: 0,
  sw: 0,
  an: 4,
  sc: 4,
};

describe('probe words per language (dictionary forms from grammar references)', () => {
  it.each(Object.keys(PROBES))('%s', async (language) => {
    const outcome = await probeLanguage(language);
    const floor = FLOORS[language] ?? outcome.total;
    expect(outcome.passed).toBeGreaterThanOrEqual(floor);
  });

  it('has a probe table for every language with dictionary forms', () => {
    for (const language of supportedLemmaLanguages()) expect(PROBES[language]).toBeDefined();
  });
});
