import { combineReadings, PrimaryReading, SecondReading } from './detection-scoring';

const eldLanguages = new Set(['en', 'es', 'pt', 'ca', 'fr', 'it', 'de', 'nl', 'nb', 'sr', 'bg', 'ru']);
const noSecond: SecondReading = { language: null, probability: 0, reliable: false };
const sentence = 'A sentence long enough for full confidence';

function primary(scores: Record<string, number>, reliable = true): PrimaryReading {
  return { scores, reliable };
}

describe('combining two language identifiers', () => {
  it('answers the primary with full confidence when it leads clearly and nothing contradicts it', () => {
    const d = combineReadings(sentence, primary({ es: 0.8, pt: 0.5, ca: 0.45 }), noSecond, eldLanguages);
    expect(d).toEqual({ language: 'es', confidence: 1, alternatives: expect.any(Array) });
  });

  it('lists at most three alternatives, best first, none above the answer', () => {
    const d = combineReadings(
      'Hello world',
      primary({ nb: 0.71, tl: 0.709, de: 0.692, en: 0.682, fi: 0.62 }),
      noSecond,
      eldLanguages,
    )!;
    expect(d.language).toBe('nb');
    expect(d.confidence).toBeLessThan(0.5);
    expect(d.alternatives.map((a) => a.language)).toEqual(['tl', 'de', 'en']);
    for (const a of d.alternatives) expect(a.confidence).toBeLessThanOrEqual(d.confidence);
    const confidences = d.alternatives.map((a) => a.confidence);
    expect([...confidences].sort((a, b) => b - a)).toEqual(confidences);
  });

  it('weighs a fourth reading scored within 5 % of the best, and the words the dictionaries know', () => {
    const known: Record<string, number> = { en: 1, nb: 0 };
    const d = combineReadings(
      'Hello world',
      primary({ nb: 0.71, tl: 0.709, de: 0.692, en: 0.682, fi: 0.62 }),
      noSecond,
      eldLanguages,
      (language) => known[language],
    )!;
    expect(d.language).toBe('en');
    expect(d.confidence).toBeLessThan(0.5);
    expect(d.alternatives.map((a) => a.language)).toContain('nb');
  });

  it('settles a tie between readings of one word for the language far more people write', () => {
    const known: Record<string, number> = { ca: 1, en: 1 };
    const tie = primary({ ca: 0.757, en: 0.757, fr: 0.757 }, false);
    expect(combineReadings('port', tie, noSecond, eldLanguages, (l) => known[l])?.language).toBe('en');
    // Not a lead of a few per cent: "Cancel" reads as Spanish first, and Spanish knows the word.
    const cancel = primary({ es: 0.64, en: 0.597, fr: 0.597, it: 0.597 }, false);
    expect(combineReadings('Cancel', cancel, noSecond, eldLanguages, (l) => ({ es: 1, en: 1 })[l])?.language).toBe(
      'es',
    );
  });

  it.each([
    ['Galician read as Spanish', { es: 0.756, pt: 0.723, ca: 0.643 }, 'gl', 'es'],
    ['Galician read as Portuguese', { pt: 0.741, es: 0.738 }, 'gl', 'pt'],
    ['Macedonian read as Serbian', { sr: 0.828, ru: 0.819, bg: 0.815 }, 'mk', 'sr'],
  ])('takes the second identifier for a language the primary does not know: %s', (_, scores, unknown, neighbour) => {
    const d = combineReadings(
      sentence,
      primary(scores),
      { language: unknown, probability: 0.99, reliable: true },
      eldLanguages,
    )!;
    expect(d.language).toBe(unknown);
    expect(d.confidence).toBeLessThan(0.9);
    expect(d.alternatives[0].language).toBe(neighbour);
  });

  it('takes the second identifier when the primary itself is unreliable (Welsh read as Vietnamese)', () => {
    const d = combineReadings(
      sentence,
      primary({ vi: 0.588, pl: 0.398 }, false),
      { language: 'cy', probability: 1, reliable: true },
      eldLanguages,
    );
    expect(d?.language).toBe('cy');
  });

  it('keeps the primary when it leads clearly, or when the other language is no neighbour of its answer', () => {
    const clear = combineReadings(
      sentence,
      primary({ es: 0.841, ca: 0.5 }),
      { language: 'gl', probability: 1, reliable: true },
      eldLanguages,
    );
    expect(clear?.language).toBe('es');
    const farAway = combineReadings(
      sentence,
      primary({ en: 0.81, tl: 0.66 }),
      { language: 'af', probability: 0.99, reliable: true },
      eldLanguages,
    );
    expect(farAway?.language).toBe('en');
  });

  it('is sure of a narrow lead when the second identifier agrees (English just ahead of Tagalog)', () => {
    const scores = { en: 0.826, tl: 0.724, fr: 0.676 };
    const alone = combineReadings(sentence, primary(scores), noSecond, eldLanguages)!;
    const agreed = combineReadings(
      sentence,
      primary(scores),
      { language: 'en', probability: 1, reliable: true },
      eldLanguages,
    )!;
    expect(alone.confidence).toBeLessThan(0.7);
    expect(agreed).toMatchObject({ language: 'en', confidence: expect.any(Number) });
    expect(agreed.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('never calls an answer sure when the second identifier says otherwise', () => {
    const d = combineReadings(
      sentence,
      primary({ es: 0.9, ca: 0.4 }),
      { language: 'gl', probability: 1, reliable: true },
      eldLanguages,
    );
    expect(d).toMatchObject({ language: 'es', confidence: 0.75 });
  });

  it('gives a very short text less confidence than a sentence with the same lead', () => {
    const scores = { fr: 0.85, it: 0.6 };
    const short = combineReadings('Le chat', primary(scores), noSecond, eldLanguages)!;
    const long = combineReadings(sentence, primary(scores), noSecond, eldLanguages)!;
    expect(short.confidence).toBeLessThan(long.confidence);
    expect(short.confidence).toBeLessThan(0.9);
  });

  it('answers the second alone when the primary has no reading, and nothing when neither has', () => {
    expect(
      combineReadings(sentence, primary({}), { language: 'cy', probability: 1, reliable: true }, eldLanguages),
    ).toMatchObject({
      language: 'cy',
      alternatives: [],
    });
    expect(combineReadings(sentence, primary({}), noSecond, eldLanguages)).toBeNull();
  });
});

describe('close languages (issue 41)', () => {
  const knows =
    (shares: Record<string, number>) =>
    (language: string): number | undefined =>
      shares[language];

  it('settles a close call between two known languages with the words their dictionaries know', () => {
    const scores = { nb: 0.78, da: 0.76, nl: 0.56 };
    expect(combineReadings(sentence, primary(scores), noSecond, eldLanguages)?.language).toBe('nb');
    const d = combineReadings(sentence, primary(scores), noSecond, eldLanguages, knows({ da: 1, nb: 0.6 }));
    expect(d?.language).toBe('da');
    expect(d?.confidence).toBeLessThanOrEqual(0.75);
  });

  it.each([
    [
      'Indonesian read as Malay',
      { ms: 0.81, tl: 0.54 },
      { language: 'ms', probability: 0.9, reliable: true },
      {},
      'id',
      'ms',
    ],
    [
      'Croatian read as Bosnian',
      { hr: 0.7, sl: 0.6 },
      { language: 'bs', probability: 0.99, reliable: true },
      {},
      'hr',
      'bs',
    ],
    [
      'Bulgarian read as Macedonian',
      { bg: 0.83, ru: 0.82 },
      { language: 'mk', probability: 0.9, reliable: true },
      {},
      'bg',
      'mk',
    ],
    [
      'Spanish read as Galician',
      { es: 0.75, pt: 0.72 },
      { language: 'gl', probability: 1, reliable: true },
      { es: 1, gl: 0.8 },
      'es',
      'gl',
    ],
  ])('prefers the language far more people write: %s', (_, scores, second, shares, majority, minority) => {
    const d = combineReadings(sentence, primary(scores), second, eldLanguages, knows(shares))!;
    expect(d.language).toBe(majority);
    expect(d.alternatives[0].language).toBe(minority);
    expect(d.confidence).toBeLessThan(0.9);
  });

  it('keeps the less written language when the text says so', () => {
    const galician = { language: 'gl', probability: 0.9, reliable: true };
    const words = knows({ gl: 1, pt: 0.6, es: 0.5 });
    expect(combineReadings(sentence, primary({ pt: 0.74, es: 0.73 }), galician, eldLanguages, words)?.language).toBe(
      'gl',
    );
    const malay = { language: 'ms', probability: 0.98, reliable: true };
    const notIndonesian = knows({ id: 0.5 });
    expect(combineReadings(sentence, primary({ ms: 0.8 }), malay, eldLanguages, notIndonesian)?.language).toBe('ms');
  });
});
