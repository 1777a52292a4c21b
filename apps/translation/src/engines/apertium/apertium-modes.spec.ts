import { describeMode, parseModeStages } from './apertium-modes';

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
  ])('reads %s as %s -> %s', (name, source, target, variant) => {
    expect(describeMode(name, mode)).toMatchObject({ name, source, target, targetVariant: variant });
  });

  it.each([['eco-fr-es'], ['spa-cat_valencia_uni'], ['eng-cat_iec2017'], ['xyz-abc']])('skips %s', (name) => {
    expect(describeMode(name, mode)).toBeNull();
  });
});
