import { agreeingForm, RenderingDictionaries, shapeRendering } from './rendering-shape';
import { Dictionary, Reading } from './target-morphology';

/** A small Spanish dictionary written for the test: readings by word, forms by `lemma<tags>`. */
function dictionary(readings: Record<string, string[]>, forms: Record<string, string>): Dictionary {
  const read = (r: string): Reading => ({
    lemma: r.slice(0, r.indexOf('<')),
    tags: [...r.matchAll(/<([^>]+)>/g)].map((m) => m[1]),
  });
  return {
    analyse: (word) => Promise.resolve((readings[word] ?? []).map(read)),
    generate: (units) =>
      Promise.resolve(units.map((u) => forms[`${u.lemma}${u.tags.map((t) => `<${t}>`).join('')}`] ?? null)),
  };
}

const SPANISH = dictionary(
  {
    cliente: ['cliente<n><m><sg>'],
    potencial: ['potencial<n><m><sg>', 'potencial<adj><mf><sg>'],
    enfermera: ['enfermero<n><f><sg>'],
    jefa: ['jefe<n><f><sg>'],
    empresa: ['empresa<n><f><sg>'],
    madre: ['madre<n><f><sg>'],
    tarjeta: ['tarjeta<n><f><sg>'],
    de: ['de<pr>'],
    crédito: ['crédito<n><m><sg>'],
    la: ['el<det><def><f><sg>'],
    prueba: ['prueba<n><f><sg>'],
    clínica: ['clínico<adj><f><sg>'],
    muy: ['muy<adv>'],
    grave: ['grave<adj><mf><sg>'],
  },
  {
    'cliente<n><m><pl>': 'clientes',
    'cliente<n><m><sg>': 'cliente',
    'cliente<n><f><sg>': 'clienta',
    'potencial<adj><mf><sg>': 'potencial',
    'potencial<adj><mf><pl>': 'potenciales',
    'enfermero<n><f><pl>': 'enfermeras',
    'enfermero<n><m><sg>': 'enfermero',
    'enfermero<n><f><sg>': 'enfermera',
    'jefe<n><m><sg>': 'jefe',
    'jefe<n><m><pl>': 'jefes',
    'jefe<n><f><sg>': 'jefa',
    'jefe<n><f><pl>': 'jefas',
    'madre<n><f><sg>': 'madre',
    'madre<n><f><pl>': 'madres',
    'empresa<n><f><pl>': 'empresas',
    'tarjeta<n><f><pl>': 'tarjetas',
    'el<det><def><f><sg>': 'la',
    'el<det><def><f><pl>': 'las',
    'el<det><def><m><sg>': 'el',
    'el<det><def><m><pl>': 'los',
    'prueba<n><f><pl>': 'pruebas',
    'clínico<adj><f><sg>': 'clínica',
    'clínico<adj><f><pl>': 'clínicas',
    'clínico<adj><m><sg>': 'clínico',
    'clínico<adj><m><pl>': 'clínicos',
    'grave<adj><mf><sg>': 'grave',
    'grave<adj><mf><pl>': 'graves',
  },
);

const dictionaries: RenderingDictionaries = { own: SPANISH, words: SPANISH, plural: (word) => `${word}s` };

/** The rendering as the generator would finish it for a head inflected with these tags. */
async function rendered(rendering: string, headTags: string[], headForm: string): Promise<string> {
  const shape = await shapeRendering(rendering, false, dictionaries);
  const words = [...shape.before, { text: headForm, forms: null }, ...shape.after];
  return words.map((w) => agreeingForm(w, headTags, shape.gender)).join(' ');
}

describe('multi-word renderings: the words that agree with the head', () => {
  it.each([
    [
      'an adjective follows the head in the plural',
      'cliente potencial',
      ['n', 'm', 'pl'],
      'clientes',
      'clientes potenciales',
    ],
    ['a complement stays as written', 'tarjeta de crédito', ['n', 'f', 'pl'], 'tarjetas', 'tarjetas de crédito'],
    ['a determiner before the head agrees', 'la prueba clínica', ['n', 'f', 'pl'], 'pruebas', 'las pruebas clínicas'],
    ['an adverb inside keeps its form', 'prueba muy grave', ['n', 'f', 'pl'], 'pruebas', 'pruebas muy graves'],
    [
      'a noun in apposition with both genders agrees',
      'enfermera jefa',
      ['n', 'm', 'pl'],
      'enfermeros',
      'enfermeros jefes',
    ],
    ['a noun in apposition with one gender stays', 'empresa madre', ['n', 'f', 'pl'], 'empresas', 'empresas madre'],
    [
      'a word no dictionary knows after the head: the plural rule',
      'cliente xyzal',
      ['n', 'm', 'pl'],
      'clientes',
      'clientes xyzals',
    ],
    ['the singular keeps the rendering', 'prueba clínica', ['n', 'f', 'sg'], 'prueba', 'prueba clínica'],
    [
      "a head the sentence left without gender: the rendering's own",
      'prueba clínica',
      ['n', 'GD', 'pl'],
      'pruebas',
      'pruebas clínicas',
    ],
  ])('%s: %s', async (_what, rendering, headTags, headForm, expected) => {
    expect(await rendered(rendering, headTags, headForm)).toBe(expected);
  });

  it('places a head written in another gender by its lemma, and knows when its gender can vary', async () => {
    const nurse = await shapeRendering('enfermera jefa', false, dictionaries);
    expect(nurse).toMatchObject({
      head: 'enfermero',
      headText: 'enfermera',
      gender: 'f',
      genderVaries: true,
      knownAs: ['n'],
    });
    const card = await shapeRendering('tarjeta de crédito', false, dictionaries);
    expect(card).toMatchObject({ head: 'tarjeta', gender: 'f', genderVaries: false });
  });

  it('finds the head past the determiners and adjectives before it', async () => {
    const shape = await shapeRendering('la prueba clínica', false, dictionaries);
    expect(shape.head).toBe('prueba');
    expect(shape.before.map((w) => w.text)).toEqual(['la']);
  });
});
