import { PipelineTerm, placeInBilingual, placeInGeneration, sourceLemmas } from './apertium-glossary';
import { inflectUnknown } from './plural-rules';

const term = (over: Partial<PipelineTerm>): PipelineTerm => ({
  sourceLemmas: [['truck']],
  head: 'camión',
  headText: 'camión',
  noun: null,
  before: [],
  after: [],
  gender: 'm',
  genderVaries: false,
  plural: false,
  knownAs: ['n'],
  marker: 'zzgq0',
  ...over,
});

const literal = (...words: string[]) => words.map((text) => ({ text, forms: null }));

const BILINGUAL =
  '^The<det><def><sp>/El<det><def><GD><ND>$ ^truck<n><pl>/camión<n><m><pl>$ ^be<vbser><pres>/ser<vbser><pres>$^.<sent>/.<sent>$[]';

describe('glossary terms in the bilingual stream', () => {
  it('leaves a unit Apertium already translates as the glossary says untouched', () => {
    expect(placeInBilingual(BILINGUAL, [term({})], true).stream).toBe(BILINGUAL);
  });

  it('puts the glossary lemma with the target dictionary gender, keeping the number', () => {
    const { stream, placed } = placeInBilingual(BILINGUAL, [term({ head: 'furgoneta', gender: 'f' })], true);
    expect(stream).toContain('^truck<n><pl>/furgoneta<n><f><pl>$');
    expect([...placed.values()]).toEqual([1]);
  });

  it('makes one unit of a multi-word source, marked for the rest of the target', () => {
    const stream =
      '^two<num><sp>/dos<num><mf><sp>$ ^merge<vblex><pres>/fusionar<vblex><pres>$ ^request<n><pl>/petición<n><f><pl>$';
    const t = term({
      sourceLemmas: [['merge', 'request']],
      head: 'solicitud',
      after: literal('de', 'fusión'),
      gender: 'f',
    });
    expect(placeInBilingual(stream, [t], true).stream).toBe(
      '^two<num><sp>/dos<num><mf><sp>$ ^merge request<n><pl>/solicitud# zzgq0<n><f><pl>$',
    );
  });

  it('keeps Apertium gender for a lemma its dictionary lacks', () => {
    const t = term({ head: 'camionzote', knownAs: [], gender: null });
    expect(placeInBilingual(BILINGUAL, [t], true).stream).toContain('^truck<n><pl>/camionzote# zzgq0<n><m><pl>$');
  });

  it('reads the source lemmas of a term, punctuation left out', () => {
    expect(
      sourceLemmas('^merge<vblex><pres>/fusionar<vblex><pres>$ ^request<n><sg>/petición<n><f><sg>$^.<sent>/.<sent>$[]'),
    ).toEqual(['merge', 'request']);
  });
});

describe('glossary terms before the generator', () => {
  it('adds the rest of a multi-word target around the inflected head', () => {
    const t = term({ head: 'solicitud', after: literal('de', 'fusión') });
    expect(placeInGeneration('^dos<num>$ ^solicitud<n><f><pl># zzgq0$^.<sent>$', [t], () => 'x')).toBe(
      '^dos<num>$ ^solicitud<n><f><pl>$[ de fusión]^.<sent>$',
    );
  });

  it('inflects a lemma the generator does not know, with the capital it was given', () => {
    const t = term({ head: 'camionzote', knownAs: [] });
    expect(placeInGeneration('^Camionzote<n><m><pl># zzgq0$', [t], (lemma) => `${lemma}s`)).toBe('[Camionzotes]');
  });

  it('inflects a head the dictionary knows only as another part of speech (pt `pedido`: a participle)', () => {
    const t = term({ head: 'pedido', after: literal('de', 'mesclagem'), knownAs: ['vblex'] });
    expect(placeInGeneration('^dois<num><m><sp>$ ^pedido<n><m><pl># zzgq0$', [t], (lemma) => `${lemma}s`)).toBe(
      '^dois<num><m><sp>$ [pedidos][ de mesclagem]',
    );
  });
});

describe('plurals of words Apertium does not know', () => {
  it.each([
    ['es', 'camionzote', 'camionzotes'],
    ['es', 'camión', 'camiones'],
    ['es', 'luz', 'luces'],
    ['es', 'papel', 'papeles'],
    ['pt', 'canção', 'canções'],
    ['pt', 'jornal', 'jornais'],
    ['fr', 'journal', 'journaux'],
    ['fr', 'bateau', 'bateaux'],
    ['it', 'furgone', 'furgoni'],
    ['it', 'casa', 'case'],
    ['en', 'city', 'cities'],
    ['en', 'box', 'boxes'],
  ])('%s %s -> %s', (language, lemma, plural) => {
    expect(inflectUnknown(language, lemma, ['n', 'pl'])).toBe(plural);
    expect(inflectUnknown(language, lemma, ['n', 'sg'])).toBe(lemma);
  });
});
