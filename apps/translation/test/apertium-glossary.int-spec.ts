import { Logger } from '@nestjs/common';
import { discoverModes } from '../src/engines/apertium/apertium-modes';
import { ApertiumEngine } from '../src/engines/apertium/apertium.engine';
import { TargetMorphology } from '../src/engines/apertium/target-morphology';
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

/**
 * Issue 41: every word of a multi-word rendering agrees with the form the sentence needs. Each
 * expected translation was read by the engineer who wrote the row (the term's words in the
 * plural and, where the sentence asks for it, the feminine); the rest of each sentence is plain
 * Apertium. Beside the expected text, the term's words as they came out are read back with the
 * target language's own analyser: every adjective, determiner and participle among them must be
 * a form of the gender and number named in the row, so a wrong reading of ours fails twice.
 */
describe('Apertium with a glossary: multi-word terms agree with their sentence', () => {
  const morphology = new TargetMorphology(discoverModes('/usr/share/apertium/modes'), new Logger('test'));
  afterAll(() => morphology.stop());

  it.each<[string, string, string, Term, string, string, string]>([
    // [source, target, text, term, expected, the term's words in the answer, gender.number]
    [
      'en',
      'es',
      'Marketing generated four hundred leads in March.',
      ['lead', 'leads', 'cliente potencial'],
      'El marketing generó cuatrocientos clientes potenciales en March.',
      'clientes potenciales',
      'm.pl',
    ],
    [
      'en',
      'es',
      'Two clinical trials were stopped early.',
      ['clinical trial', 'clinical trials', 'ensayo clínico'],
      'Dos ensayos clínicos estuvieron parados temprano.',
      'ensayos clínicos',
      'm.pl',
    ],
    [
      'en',
      'es',
      'We saw five adverse events.',
      ['adverse event', 'adverse events', 'acontecimiento adverso'],
      'Vimos cinco acontecimientos adversos.',
      'acontecimientos adversos',
      'm.pl',
    ],
    [
      'en',
      'es',
      'Patients reported mild side effects.',
      ['side effect', 'side effects', 'efecto secundario'],
      'Los pacientes informaron efectos secundarios suaves.',
      'efectos secundarios',
      'm.pl',
    ],
    [
      'en',
      'es',
      'The side effects were serious.',
      ['side effect', 'side effects', 'reacción adversa'],
      'Las reacciones adversas eran serias.',
      'reacciones adversas',
      'f.pl',
    ],
    [
      'en',
      'es',
      'The head nurses arrived.',
      ['head nurse', 'head nurses', 'enfermera jefa'],
      'Las enfermeras jefas llegaron.',
      'enfermeras jefas',
      'f.pl',
    ],
    [
      'en',
      'es',
      'The deputy directors signed the contracts.',
      ['deputy director', 'deputy directors', 'director adjunto'],
      'Los directores adjuntos firmaron los contratos.',
      'directores adjuntos',
      'm.pl',
    ],
    [
      'en',
      'es',
      'We need clinical trials.',
      ['clinical trial', 'clinical trials', 'la prueba clínica'],
      'Necesitamos las pruebas clínicas.',
      'las pruebas clínicas',
      'f.pl',
    ],
    [
      'en',
      'es',
      'She lost two credit cards.',
      ['credit card', 'credit cards', 'tarjeta de crédito'],
      'Perdió dos tarjetas de crédito.',
      'tarjetas',
      'f.pl',
    ],
    [
      'en',
      'ca',
      'Two clinical trials were stopped early.',
      ['clinical trial', 'clinical trials', 'assaig clínic'],
      'Dos assajos clínics van ser parats primerencs.',
      'assajos clínics',
      'm.pl',
    ],
    [
      'en',
      'ca',
      'The company has many new leads.',
      ['lead', 'leads', 'client potencial'],
      "L'empresa té molts clients potencials nous.",
      'clients potencials',
      'm.pl',
    ],
    [
      'en',
      'ca',
      'The side effects were mild.',
      ['side effect', 'side effects', 'reacció adversa'],
      'Les reaccions adverses eren suaus.',
      'reaccions adverses',
      'f.pl',
    ],
    [
      'en',
      'ca',
      'The clinical trials were long.',
      ['clinical trial', 'clinical trials', 'prova clínica'],
      'Les proves clíniques eren llargues.',
      'proves clíniques',
      'f.pl',
    ],
    [
      'en',
      'ca',
      'The prime ministers met.',
      ['prime minister', 'prime ministers', 'primer ministre'],
      'Els primers ministres van conèixer.',
      'primers ministres',
      'm.pl',
    ],
    [
      'es',
      'pt',
      'Los efectos secundarios fueron leves.',
      ['efecto secundario', 'efectos secundarios', 'efeito colateral'],
      'Os efeitos colaterais foram leves.',
      'efeitos colaterais',
      'm.pl',
    ],
    [
      'es',
      'pt',
      'Los acontecimientos adversos fueron graves.',
      ['acontecimiento adverso', 'acontecimientos adversos', 'reação adversa'],
      'As reações adversas foram graves.',
      'reações adversas',
      'f.pl',
    ],
    [
      'es',
      'pt',
      'Los datos personales están protegidos.',
      ['dato personal', 'datos personales', 'informação pessoal'],
      'As informações pessoais estão protegidas.',
      'informações pessoais',
      'f.pl',
    ],
    [
      'es',
      'pt',
      'Las enfermeras llegaron.',
      ['enfermero', 'enfermeras', 'enfermeiro'],
      'As enfermeiras chegaram.',
      'enfermeiras',
      'f.pl',
    ],
    [
      'es',
      'pt',
      'Las directoras generales llegaron.',
      ['director general', 'directoras generales', 'diretor geral'],
      'As diretoras gerais chegaram.',
      'diretoras gerais',
      'f.pl',
    ],
    [
      'fr',
      'es',
      'Les essais cliniques ont été arrêtés.',
      ['essai clinique', 'essais cliniques', 'ensayo clínico'],
      'Los ensayos clínicos han sido arrestados.',
      'ensayos clínicos',
      'm.pl',
    ],
    [
      'fr',
      'es',
      'Les infirmières en chef sont arrivées.',
      ['infirmier en chef', 'infirmières en chef', 'enfermero jefe'],
      'Las enfermeras jefas están llegado.',
      'enfermeras jefas',
      'f.pl',
    ],
    [
      'fr',
      'es',
      'Les voitures électriques sont chères.',
      ['voiture électrique', 'voitures électriques', 'furgoneta eléctrica'],
      'Las furgonetas eléctricas son caras.',
      'furgonetas eléctricas',
      'f.pl',
    ],
    [
      'fr',
      'es',
      'Les effets indésirables graves sont rares.',
      ['effet indésirable', 'effets indésirables', 'reacción adversa'],
      'Las reacciones adversas graves son escasas.',
      'reacciones adversas',
      'f.pl',
    ],
    [
      'fr',
      'es',
      'Les clientes potentielles ont appelé.',
      ['client potentiel', 'clientes potentielles', 'cliente potencial'],
      'Las clientas potenciales han llamado.',
      'clientas potenciales',
      'f.pl',
    ],
  ])('%s -> %s: %s', async (source, target, text, term, expected, words, agreement) => {
    const { glossary } = await translate(source, target, text, [term]);
    expect(glossary).toBe(expected);
    expect(glossary).toContain(words);
    const [gender, number] = agreement.split('.');
    const dictionary = morphology.largest(target);
    for (const word of words.split(' ')) {
      const readings = await dictionary.analyse(word);
      const inflecting = readings.filter((r) => ['adj', 'det', 'n'].includes(r.tags[0]) || r.tags.includes('pp'));
      expect({
        word,
        agrees: inflecting.some((r) => r.tags.includes(number) && r.tags.some((t) => t === gender || t === 'mf')),
      }).toEqual({ word, agrees: true });
    }
  });

  it('pivot pairs pluralise the words that agree with the head too (en -> pt through Spanish)', async () => {
    const { glossary } = await translate('en', 'pt', 'Two clinical trials were stopped early.', [
      ['clinical trial', 'clinical trials', 'ensaio clínico'],
    ]);
    expect(glossary).toContain('ensaios clínicos');
  });
});
