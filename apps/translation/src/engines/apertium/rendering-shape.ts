/**
 * What a glossary rendering is made of, read with the target dictionary (issue 41): which word
 * is its head (inflected by Apertium with the sentence), and which of the others agree with that
 * head in gender and number (adjectives, determiners, participles, a noun in apposition that has
 * both genders such as `jefe`/`jefa`) and so must change with it: "cliente potencial" in the
 * plural is "clientes potenciales", "ensayo clínico" "ensayos clínicos". Words past the first one
 * that does not agree (a preposition: "tarjeta de crédito") belong to a complement and stay as
 * written ("tarjetas de crédito").
 */
/** One reading of a word in a dictionary: `enfermera` -> `enfermero` `<n><f><sg>`. */
export interface Reading {
  lemma: string;
  tags: string[];
}

/** A target-language dictionary: its analyser and its generator, from one Apertium package. */
export interface Dictionary {
  /** The word's readings; none when the dictionary does not know it. */
  analyse(word: string): Promise<Reading[]>;
  /** The surface form of each lemma + tags, null where the generator has none. */
  generate(units: Reading[]): Promise<(string | null)[]>;
}

/** A word of a multi-word rendering other than its head. */
export interface TermWord {
  text: string;
  /** Its forms by `gender|number` of the head (`f|pl`), when it agrees with the head; else null. */
  forms: Record<string, string> | null;
}

export interface RenderingShape {
  /** The lemma the generator inflects (`enfermero` for a written `enfermera`), else the word as written. */
  head: string;
  /** The head as the glossary wrote it, and its noun reading when the pipeline's generator inflects it. */
  headText: string;
  noun: Reading | null;
  /** The parts of speech the target dictionary knows the head as (the generator inflects only these). */
  knownAs: string[];
  /** The head's gender as written (`enfermera`: f); null when the dictionary does not say. */
  gender: string | null;
  /** The head has a masculine and a feminine form (`cliente`/`clienta`): the sentence may choose. */
  genderVaries: boolean;
  /** The head is written in the plural (`datos personales`): it stays plural. */
  plural: boolean;
  before: TermWord[];
  after: TermWord[];
}

/** Where a rendering's words are read and inflected. */
export interface RenderingDictionaries {
  /** The pipeline's own dictionary: its generator inflects the head. */
  own: Dictionary;
  /** The largest dictionary of the target language: the other words. */
  words: Dictionary;
  /** The plural of a word no dictionary knows (plural-rules.ts). */
  plural(word: string): string;
}

const GENDERS = new Set(['m', 'f', 'mf', 'nt', 'GD', 'ut']);
const NUMBERS = new Set(['sg', 'pl']);
const AGREEING = new Set(['adj', 'det', 'predet', 'num']);

export async function shapeRendering(
  rendering: string,
  headLast: boolean,
  dictionaries: RenderingDictionaries,
): Promise<RenderingShape> {
  const { own } = dictionaries;
  const words = rendering.trim().split(/\s+/);
  const readings = await Promise.all(words.map((w) => dictionaries.words.analyse(w)));
  const at = headIndex(readings, headLast);
  const ownReadings = await own.analyse(words[at]);
  const noun = ownReadings.find(isNoun) ?? readings[at].find(isNoun);
  const head = noun && ownReadings.includes(noun) ? await headForms(own, noun) : null;
  const agreement: Agreement = {
    at,
    headLast,
    gender: noun ? tagIn(noun.tags, GENDERS) : genderOf([...ownReadings, ...readings[at]]),
    number: noun ? tagIn(noun.tags, NUMBERS) : null,
  };
  const forms = await agreeingForms(words, readings, agreement, dictionaries.words);
  // The two dictionaries' lemmas differ now and then (spa-cat reads `primer` as a lemma its own
  // generator lacks; eng-spa's has `primero`): what the largest could not inflect, the pipeline's may.
  if (forms.size < words.length - 1) {
    const ownForms = await agreeingForms(words, await Promise.all(words.map((w) => own.analyse(w))), agreement, own);
    for (const [i, f] of ownForms) if (!forms.has(i)) forms.set(i, f);
  }
  // A word no dictionary knows, right after the head and in lower case, is most likely its adjective.
  const unknown = at + 1;
  if (!headLast && unknown < words.length && !forms.has(unknown) && readings[unknown].length === 0)
    if (words[unknown] === words[unknown].toLowerCase()) forms.set(unknown, byRule(words[unknown], dictionaries));
  const word = (i: number): TermWord => ({ text: words[i], forms: forms.get(i) ?? null });
  return {
    head: head && noun ? noun.lemma : words[at],
    headText: words[at],
    noun: head && noun ? noun : null,
    knownAs: head && noun ? [noun.tags[0]] : [...new Set(ownReadings.map((r) => r.tags[0]))].filter((t) => t !== 'n'),
    gender: agreement.gender === 'GD' ? null : agreement.gender,
    genderVaries: head?.varies ?? false,
    plural: agreement.number === 'pl',
    before: words.slice(0, at).map((_, i) => word(i)),
    after: words.slice(at + 1).map((_, i) => word(at + 1 + i)),
  };
}

interface Agreement {
  at: number;
  headLast: boolean;
  /** The head's gender and number as written. */
  gender: string | null;
  number: string | null;
}

/** The forms of each word that agrees with the head, by `gender|number`, from one dictionary. */
async function agreeingForms(
  words: string[],
  readings: Reading[][],
  { at, headLast, gender, number }: Agreement,
  dictionary: Dictionary,
): Promise<Map<number, Record<string, string>>> {
  const chain = agreeingChain(readings, at, headLast ? -1 : 1, gender, number);
  if (!headLast) for (let i = 0; i < at; i++) chain.set(i, agreeingReading(readings[i], gender, number) ?? null);
  const wanted: { index: number; key: string; unit: Reading }[] = [];
  for (const [index, reading] of chain) if (reading) wanted.push(...formsWanted(index, reading));
  const generated = await dictionary.generate(wanted.map((w) => w.unit));
  const forms = new Map<number, Record<string, string>>();
  wanted.forEach((w, i) => {
    const surface = generated[i];
    if (surface) forms.set(w.index, { ...forms.get(w.index), [w.key]: caseLike(surface, words[w.index]) });
  });
  // A noun in apposition agrees only if it has both genders (`jefe`/`jefa`; `madre` stays).
  for (const [i, f] of forms) {
    const reading = chain.get(i);
    if (reading && isNoun(reading) && !(f['m|sg'] && f['f|sg'] && f['m|sg'] !== f['f|sg'])) forms.delete(i);
  }
  return forms;
}

/**
 * Whether the pipeline's generator inflects the head noun (es-pt's knows `reação` only as
 * `reacção`: then the plural rule does), and whether it has both a masculine and a feminine form.
 */
async function headForms(own: Dictionary, noun: Reading): Promise<{ varies: boolean } | null> {
  const with_ = (number: string, gender?: string) => ({
    lemma: noun.lemma,
    tags: noun.tags.map((t) => (NUMBERS.has(t) ? number : gender && GENDERS.has(t) ? gender : t)),
  });
  const [plural, masculine, feminine] = await own.generate([with_('pl'), with_('sg', 'm'), with_('sg', 'f')]);
  if (!plural) return null;
  const gender = tagIn(noun.tags, GENDERS);
  return { varies: (gender === 'm' || gender === 'f') && Boolean(masculine && feminine && masculine !== feminine) };
}

function byRule(word: string, dictionaries: RenderingDictionaries): Record<string, string> {
  const plural = dictionaries.plural(word);
  return { 'm|sg': word, 'f|sg': word, 'm|pl': plural, 'f|pl': plural };
}

/** The form of a word for the head as the sentence inflected it; as written when it does not agree. */
export function agreeingForm(word: TermWord, headTags: string[], writtenGender: string | null): string {
  if (!word.forms) return word.text;
  const number = tagIn(headTags, NUMBERS);
  const said = tagIn(headTags, GENDERS);
  // Apertium leaves `mf`/`GD` when the sentence did not choose: the rendering's own gender, else masculine.
  const gender = said === 'm' || said === 'f' ? said : writtenGender === 'f' ? 'f' : 'm';
  return (number && (word.forms[`${gender}|${number}`] ?? word.forms[`${said ?? ''}|${number}`])) ?? word.text;
}

/**
 * Head-first languages: the first noun, past determiners and adjectives before it ("la Comisión
 * Europea", "alta tensión"); head-last ones: the last noun. A rendering without a known noun: its
 * first (or last) word, as before.
 */
function headIndex(readings: Reading[][], headLast: boolean): number {
  const order = readings.map((_, i) => (headLast ? readings.length - 1 - i : i));
  for (const i of order) {
    if (readings[i].some(isNoun)) return i;
    if (!readings[i].some((r) => AGREEING.has(r.tags[0] ?? ''))) break;
  }
  return headLast ? readings.length - 1 : 0;
}

/** The words that agree with the head, walking away from it; an adverb may sit inside ("muy grave"). */
function agreeingChain(
  readings: Reading[][],
  at: number,
  step: 1 | -1,
  gender: string | null,
  number: string | null,
): Map<number, Reading | null> {
  const chain = new Map<number, Reading | null>();
  for (let i = at + step; i >= 0 && i < readings.length; i += step) {
    const reading = agreeingReading(readings[i], gender, number) ?? appositiveNoun(readings[i], gender);
    if (reading) chain.set(i, reading);
    else if (readings[i].some((r) => r.tags[0] === 'adv') && agreeingReading(readings[i + step] ?? [], gender, number))
      chain.set(i, null);
    else break;
  }
  return chain;
}

/** A reading that inflects like the head: an adjective, determiner or participle in its gender and number. */
function agreeingReading(readings: Reading[], gender: string | null, number: string | null): Reading | undefined {
  return readings.find((r) => {
    const pos = r.tags[0] ?? '';
    if (!AGREEING.has(pos) && !(pos.startsWith('vb') && r.tags.includes('pp'))) return false;
    const g = tagIn(r.tags, GENDERS);
    const n = tagIn(r.tags, NUMBERS);
    if (!n) return false;
    return (!g || !gender || g === gender || g === 'mf' || gender === 'mf') && (!number || n === number);
  });
}

function appositiveNoun(readings: Reading[], gender: string | null): Reading | undefined {
  return readings.find(
    (r) => isNoun(r) && (r.tags.includes('m') || r.tags.includes('f')) && tagIn(r.tags, GENDERS) === gender,
  );
}

/** The forms to ask the generator for: each gender the head may take (m and f) and each number. */
function formsWanted(index: number, reading: Reading): { index: number; key: string; unit: Reading }[] {
  const own = tagIn(reading.tags, GENDERS);
  const genders = own === 'm' || own === 'f' || own === 'mf' ? ['m', 'f'] : [own ?? ''];
  return genders.flatMap((g) =>
    ['sg', 'pl'].map((n) => ({
      index,
      key: `${g}|${n}`,
      unit: {
        lemma: reading.lemma,
        tags: reading.tags.map((t) => (NUMBERS.has(t) ? n : GENDERS.has(t) && own !== 'mf' && g ? g : t)),
      },
    })),
  );
}

function isNoun(r: Reading): boolean {
  return r.tags[0] === 'n' || r.tags[0] === 'np';
}

/** The gender of a word read as a noun, else as a singular form of something else (`pedido`, a participle). */
function genderOf(readings: Reading[]): string | null {
  const reading = readings.find(isNoun) ?? readings.find((r) => r.tags.includes('sg'));
  return reading ? tagIn(reading.tags, GENDERS) : null;
}

function tagIn(tags: string[], set: Set<string>): string | null {
  return tags.find((t) => set.has(t)) ?? null;
}

function caseLike(word: string, sample: string): string {
  if (sample.length > 1 && sample === sample.toUpperCase() && sample !== sample.toLowerCase())
    return word.toUpperCase();
  return /^\p{Lu}/u.test(sample) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}
