import { describeMode, parseModeStages, repairModePaths } from './apertium-modes';

describe('Apertium modes', () => {
  const mode =
    "lt-proc '/x/eng-spa.automorf.bin' | apertium-tagger -g $2 '/x/eng-spa.prob' | vislcg3 -g x.rlx | lt-proc $1 '/x/eng-spa.autogen.bin'";

  it('makes every stage null-flushing and unknown words unmarked', () => {
    expect(parseModeStages(mode)).toEqual([
      "lt-proc -z '/x/eng-spa.automorf.bin'",
      "apertium-tagger -z -g  '/x/eng-spa.prob'",
      'vislcg3 -g x.rlx',
      "lt-proc -z -n '/x/eng-spa.autogen.bin'",
    ]);
  });

  it('leaves unknown words unmarked where the mode writes -g instead of $1 (afr-nld)', () => {
    expect(
      parseModeStages(
        "lt-proc '/x/afr-nld.automorf.bin' | lt-proc -g '/x/afr-nld.autogen.bin' | lt-proc -p '/x/p.bin'",
      ),
    ).toEqual([
      "lt-proc -z '/x/afr-nld.automorf.bin'",
      "lt-proc -z -n '/x/afr-nld.autogen.bin'",
      "lt-proc -z -p '/x/p.bin'",
    ]);
  });

  it('separates the bilingual lookup from a transfer stage that does it itself', () => {
    expect(
      parseModeStages(
        "lt-proc '/x/es-pt.automorf.bin' | apertium-transfer '/x/es-pt.t1x' '/x/es-pt.t1x.bin' '/x/es-pt.autobil.bin' | lt-proc $1 '/x/es-pt.autogen.bin'",
      ),
    ).toEqual([
      "lt-proc -z '/x/es-pt.automorf.bin'",
      "lt-proc -z -b '/x/es-pt.autobil.bin'",
      "apertium-transfer -z -b '/x/es-pt.t1x' '/x/es-pt.t1x.bin'",
      "lt-proc -z -n '/x/es-pt.autogen.bin'",
    ]);
  });

  it.each([
    ['eng-spa', 'en', 'es', undefined],
    ['es-pt_BR', 'es', 'pt', 'BR'],
    ['eng-cat_valencia', 'en', 'ca', 'valencia'],
    ['zlm-ind', 'ms', 'id', undefined],
    ['spa-ast', 'es', 'ast', undefined],
    ['fra-frp', 'fr', 'frp', undefined],
    ['szl-pol', 'szl', 'pl', undefined],
    ['fra-oci_gascon', 'fr', 'oc', 'gascon'],
    ['eng-hbs_HR', 'en', 'hr', undefined],
    ['mkd-hbs_SR', 'mk', 'sr', undefined],
  ])('reads %s as %s -> %s', (name, source, target, variant) => {
    expect(describeMode(name, mode)).toEqual([
      expect.objectContaining({ name, source, target, targetVariant: variant }),
    ]);
  });

  it('reads a Serbo-Croatian source as Croatian, Serbian and Bosnian', () => {
    expect(describeMode('hbs-eng', mode).map((m) => `${m.source}>${m.target}`)).toEqual(['hr>en', 'sr>en', 'bs>en']);
  });

  it.each([
    ['eco-fr-es'],
    ['spa-cat_valencia_uni'],
    ['eng-cat_iec2017'],
    ['xyz-abc'],
    ['eng-hbs'],
    ['nno-nno_e'],
    ['oc_aran-ca'],
    ['eo-en-bytecode'],
  ])('skips %s', (name) => {
    expect(describeMode(name, mode)).toEqual([]);
  });

  it('finds data Debian installed under the folder named the other way round (apertium-eo-es)', () => {
    const installed = new Set(['/d/apertium-es-eo/es-eo.automorf.bin', '/d/apertium-es-eo/es-eo.prob']);
    const exists = (path: string) => installed.has(path);
    expect(
      repairModePaths(
        "lt-proc '/d/apertium-eo-es/es-eo.automorf.bin' | apertium-tagger -g $2 '/d/apertium-es-eo/es-eo.prob'",
        exists,
      ),
    ).toBe("lt-proc '/d/apertium-es-eo/es-eo.automorf.bin' | apertium-tagger -g $2 '/d/apertium-es-eo/es-eo.prob'");
    expect(repairModePaths("lt-proc '/d/apertium-eo-es/missing.bin'", exists)).toBeNull();
  });
});
