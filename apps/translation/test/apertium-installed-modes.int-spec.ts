import { discoverModes, isBilingualStage, isGeneratorStage } from '../src/engines/apertium/apertium-modes';

/**
 * Glossary terms are placed inside the pipeline, cut at the bilingual lookup and again before the
 * generator (issue 12): that must hold for every pair Debian installs, not only eng-spa, since
 * pairs differ in their stages (no lrx-proc, more transfer levels, a transfer that does the
 * bilingual lookup itself). Reads the real mode files the project's scripts installed.
 */
describe('every installed Apertium mode', () => {
  const modes = discoverModes('/usr/share/apertium/modes');
  const names = [...new Set(modes.map((m) => m.name))];

  it('is found (the project installs every Debian pair)', () => {
    expect(names.length).toBeGreaterThanOrEqual(40);
  });

  it('has a bilingual lookup and a generator after it, where glossary terms are placed', () => {
    const uncuttable = modes
      .filter((mode) => {
        const bilingual = mode.stages.findIndex(isBilingualStage);
        return bilingual === -1 || !mode.stages.some((stage, i) => i > bilingual && isGeneratorStage(stage));
      })
      .map((mode) => mode.name);
    expect([...new Set(uncuttable)]).toEqual([]);
  });
});
