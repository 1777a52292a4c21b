import { ApertiumEngine } from '../src/engines/apertium/apertium.engine';
import { GlossaryRendering } from '../src/engines/translation-engine';

/**
 * Glossary terms placed inside the Apertium pipeline (issue 12), real Debian pairs. Expected
 * translations were checked by a person; "plain" means byte-identical to Apertium without the
 * glossary (the glossary says what Apertium already says: no harm done).
 */
const engine = new ApertiumEngine({
  modesDir: '/usr/share/apertium/modes',
  timeoutMs: 60_000,
  timeoutMsPer1000Chars: 0,
});
afterAll(() => engine.stop());

/** [entry, occurrence as written in the text, target entry]: what the term matcher hands the engine. */
type Term = [string, string, string];

function renderings(text: string, terms: Term[]): GlossaryRendering[] {
  return terms.map(([sourceTerm, sourceText, rendering]) => {
    const start = text.indexOf(sourceText);
    if (start === -1) throw new Error(`${sourceText} is not in ${text}`);
    return {
      termId: sourceTerm,
      sourceText,
      start,
      end: start + sourceText.length,
      sourceTerm,
      rendering,
      verbatim: false,
    };
  });
}

async function translate(source: string, target: string, text: string, terms: Term[]) {
  const [plain, withGlossary] = await engine.translate({ source, target }, [
    { text, glossary: [] },
    { text, glossary: renderings(text, terms) },
  ]);
  if (!plain.ok) throw plain.error;
  if (!withGlossary.ok) throw withGlossary.error;
  return { plain: plain.text, glossary: withGlossary.text };
}

describe('Apertium with a glossary', () => {
  it.each<[string, string, string, string, Term[], string]>([
    ['no harm', 'en', 'es', 'The trucks are blue.', [['truck', 'trucks', 'camión']], 'plain'],
    ['no harm', 'en', 'es', 'The doors of the school are closed.', [['door', 'doors', 'puerta']], 'plain'],
    ['no harm, adjective order', 'en', 'es', 'She bought a new lamp.', [['lamp', 'lamp', 'lámpara']], 'plain'],
    [
      'no harm, inflected source forms',
      'en',
      'es',
      'The cars ran fast.',
      [
        ['car', 'cars', 'coche'],
        ['run', 'ran', 'correr'],
      ],
      'plain',
    ],
    [
      'plural kept',
      'en',
      'es',
      'The employees received their salaries.',
      [['salary', 'salaries', 'sueldo']],
      'Los empleados recibieron sus sueldos.',
    ],
    [
      'gender change',
      'en',
      'es',
      'The trucks are blue.',
      [['truck', 'trucks', 'furgoneta']],
      'Las furgonetas son azules.',
    ],
    [
      'sentence start',
      'en',
      'es',
      'Trucks are blue.',
      [['truck', 'Trucks', 'furgoneta']],
      'Las furgonetas son azules.',
    ],
    [
      'multi-word source and target',
      'en',
      'es',
      'We reviewed two merge requests.',
      [['merge request', 'merge requests', 'solicitud de fusión']],
      'Revisamos dos solicitudes de fusión.',
    ],
    [
      'multi-word, adjective agreement and order',
      'en',
      'es',
      'The new merge requests are ready.',
      [['merge request', 'merge requests', 'solicitud de fusión']],
      'Las solicitudes de fusión nuevas están a punto.',
    ],
    [
      'lemma unknown to Apertium',
      'en',
      'es',
      'The trucks are blue.',
      [['truck', 'trucks', 'camionzote']],
      'Los camionzotes son azules.',
    ],
    [
      'gender change',
      'fr',
      'es',
      'Les camions sont bleus.',
      [['camion', 'camions', 'furgoneta']],
      'Las furgonetas son azules.',
    ],
    ['no harm', 'fr', 'es', "Les portes de l'école sont fermées.", [['porte', 'portes', 'puerta']], 'plain'],
    ['plural', 'es', 'fr', 'Los camiones son azules.', [['camión', 'camiones', 'fourgon']], 'Les fourgons sont bleus.'],
    [
      'gender change, a pair whose transfer did its own lookup',
      'es',
      'pt',
      'Los libros son azules.',
      [['libro', 'libros', 'obra']],
      'As obras são azuis.',
    ],
    ['no harm', 'es', 'pt', 'Los médicos de la OMS examinan los datos.', [['médico', 'médicos', 'médico']], 'plain'],
    [
      'multi-word target whose head the dictionary knows only as a participle',
      'es',
      'pt',
      'Revisamos dos solicitudes de fusión.',
      [['solicitud de fusión', 'solicitudes de fusión', 'pedido de mesclagem']],
      'Revisamos dois pedidos de mesclagem.',
    ],
    [
      'gender change, adjective agreement',
      'es',
      'pt',
      'Los libros nuevos son azules.',
      [['libro', 'libros', 'obra']],
      'As obras novas são azuis.',
    ],
    [
      'sentence start',
      'fr',
      'es',
      'Camions et voitures sont bleus.',
      [['camion', 'Camions', 'furgoneta']],
      'Furgonetas y coches son azules.',
    ],
    [
      'lemma unknown to Apertium',
      'fr',
      'es',
      'Les camions sont bleus.',
      [['camion', 'camions', 'camionzote']],
      'Los camionzotes son azules.',
    ],
    [
      'multi-word target ending in its head',
      'es',
      'en',
      'Las solicitudes de fusión están listas.',
      [['solicitud de fusión', 'solicitudes de fusión', 'merge request']],
      'The merge requests are lists.',
    ],
  ])('%s: %s -> %s %j', async (_what, source, target, text, terms, expected) => {
    const { plain, glossary } = await translate(source, target, text, terms);
    expect(glossary).toBe(expected === 'plain' ? plain : expected);
    expect(glossary).not.toContain('#');
  });
});
