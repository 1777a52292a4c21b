/**
 * How two language identifiers' readings of one text become one answer with a confidence that
 * means something (README "Detection"; figures from bench/language-detection.mjs).
 *
 * The primary (eld) is the more accurate of the two on the languages it knows, but it knows 60:
 * a text in another language (Galician, Esperanto, Macedonian, Welsh, ...) is read as its nearest
 * known neighbour, with a narrow lead. The second identifier (CLD3, about 100 languages) decides
 * then, and only then.
 */

export interface Candidate {
  language: string;
  confidence: number;
}

export interface Detection extends Candidate {
  /** The next best languages, best first, at most three. */
  alternatives: Candidate[];
}

/** The primary identifier's scores per language (higher is likelier) and its own reliability flag. */
export interface PrimaryReading {
  scores: Record<string, number>;
  reliable: boolean;
}

/**
 * How many of the text's words a language's spelling dictionary knows (0-1); undefined when
 * there is no dictionary for it (word-knowledge.ts).
 */
export type WordKnowledge = (language: string) => number | undefined;

/** The second identifier's one answer; `language` null when it has none or no API code. */
export interface SecondReading {
  language: string | null;
  probability: number;
  reliable: boolean;
}

/**
 * Languages the primary does not know, and the known languages it reads them as. A text read as
 * one of these neighbours, with a narrow lead, is the unknown language when the second says so.
 */
const NEIGHBOURS: Partial<Record<string, readonly string[]>> = {
  gl: ['es', 'pt'],
  eo: ['es', 'it', 'fr', 'ca', 'pt'],
  oc: ['ca', 'es', 'fr', 'it'],
  an: ['es', 'ca'],
  ast: ['es'],
  mk: ['bg', 'sr', 'ru', 'uk'],
  bs: ['hr', 'sr', 'sl'],
  af: ['nl'],
  fy: ['nl'],
  lb: ['de'],
  id: ['ms'],
  co: ['it'],
  la: ['it', 'es'],
};

/**
 * Languages written nearly alike, the one far more people write after them (issue 41): a text
 * read as the first is answered as the second, the first listed as an alternative, unless the
 * text says so clearly (the second identifier sure of it, MINORITY_PROBABILITY). Bosnian never:
 * neither identifier tells it from Croatian (CLD3 splits Croatian catalogues about half and half).
 */
const MAJORITY: Partial<Record<string, (scores: Record<string, number>) => string>> = {
  ms: () => 'id',
  bs: () => 'hr',
  mk: () => 'bg',
  gl: (scores) => (((scores.pt as number | undefined) ?? 0) > ((scores.es as number | undefined) ?? 0) ? 'pt' : 'es'),
};
const UNTOLD = new Set(['bs']);
const MINORITY_PROBABILITY = 0.95;

/**
 * Rescoring among the primary's top candidates and the second's answer (chosen on the tuning
 * catalogues, bench/language-detection.mjs --tune): the primary's score relative to its best,
 * the second identifier's probability, and the share of words the language's dictionary knows.
 */
const CANDIDATES = 3;
/** Further candidates scored this close to the best ("Hello, world": four languages within 4 %, English fourth). */
const CLOSE_SCORE = 0.05;
const SECOND_WEIGHT = 0.05;
const KNOWN_WEIGHT = 0.3;
const KNOWN_WITHOUT_DICTIONARY = 0.5;

/**
 * About how much of what is written (the web's content by language, W3Techs, relative to English): between
 * near-equal readings of a word or two ("port", "Printer"), the language far more people write.
 * Small beside the scores, it only settles near ties (weight chosen on the tuning catalogues).
 */
const WRITTEN_SHARE: Partial<Record<string, number>> = {
  en: 1,
  es: 0.12,
  de: 0.11,
  ja: 0.1,
  fr: 0.09,
  ru: 0.08,
  pt: 0.08,
  it: 0.05,
  nl: 0.04,
  pl: 0.04,
  tr: 0.04,
  zh: 0.03,
};
const WRITTEN_WEIGHT = 0.02;

/** A lead (relative to the best score) under which the primary is unsure between its top two. */
const NARROW_LEAD = 0.2;
/** A lead from which the primary's answer is as sure as it gets. */
const FULL_LEAD = 0.25;
/** Letters below which no answer reaches full confidence ("Gift" is English and German). */
const FULL_LENGTH = 20;
const MIN_SECOND_PROBABILITY = 0.8;
/** How far the second identifier's agreement can lift the answer (never to certainty on its own). */
const AGREEMENT_WEIGHT = 0.9;
/** Ceilings: an answer the second identifier alone gives, or one it contradicts, is never "sure". */
const SECOND_ONLY_CEILING = 0.85;
const CONTRADICTED_CEILING = 0.75;

export function combineReadings(
  text: string,
  primary: PrimaryReading,
  second: SecondReading,
  primaryLanguages: ReadonlySet<string>,
  knowledge: WordKnowledge = () => undefined,
): Detection | null {
  const detection = readingsAgree(text, primary, second, primaryLanguages, knowledge);
  return detection && preferMajority(detection, primary, second, knowledge);
}

function readingsAgree(
  text: string,
  primary: PrimaryReading,
  second: SecondReading,
  primaryLanguages: ReadonlySet<string>,
  knowledge: WordKnowledge,
): Detection | null {
  const ranked = Object.entries(primary.scores)
    .filter(([, score]) => score > 0)
    .sort((a, b) => b[1] - a[1]);
  const secondSays = second.reliable && second.probability >= MIN_SECOND_PROBABILITY ? second.language : null;
  if (ranked.length === 0) {
    return secondSays
      ? { language: secondSays, confidence: round(second.probability * SECOND_ONLY_CEILING), alternatives: [] }
      : null;
  }
  const [eldBest, bestScore] = ranked[0];
  const lead = (bestScore - (ranked[1]?.[1] ?? 0)) / bestScore;
  const lengthFactor = Math.min(1, 0.6 + (0.4 * letterCount(text)) / FULL_LENGTH);

  if (secondSays && !primaryLanguages.has(secondSays) && secondSays !== eldBest) {
    // Unreliable: the primary knows it is guessing. A neighbour with a narrow lead: the usual misreading.
    const neighbourMisread = NEIGHBOURS[secondSays]?.includes(eldBest) && lead < NARROW_LEAD;
    if (!primary.reliable || neighbourMisread) {
      const confidence = round(Math.min(SECOND_ONLY_CEILING, second.probability * lengthFactor));
      return { language: secondSays, confidence, alternatives: alternativesOf(ranked, 0, confidence) };
    }
  }

  const best = rescored(ranked, second, knowledge);
  let confidence = 0.25 + 0.75 * Math.min(1, lead / FULL_LEAD);
  // Two identifiers built differently (n-grams, a neural network) agreeing: each one's doubt
  // shrinks by the other's certainty (eld's English often leads Tagalog narrowly).
  if (secondSays === best) confidence = 1 - (1 - confidence) * (1 - AGREEMENT_WEIGHT * second.probability);
  confidence *= lengthFactor;
  if (!primary.reliable) confidence = Math.min(confidence, CONTRADICTED_CEILING);
  if ((secondSays && secondSays !== best) || best !== eldBest) confidence = Math.min(confidence, CONTRADICTED_CEILING);
  confidence = round(confidence);
  const others = ranked.filter(([language]) => language !== best);
  return { language: best, confidence, alternatives: alternativesOf([ranked[0], ...others], 1, confidence) };
}

/**
 * The primary's close calls settled with the words themselves: Danish or Bokmål, Croatian or
 * Slovenian, Czech or Slovak, Spanish or Portuguese are often a few per cent apart in its scores
 * on a short text, while their dictionaries know different shares of its words.
 */
function rescored(ranked: [string, number][], second: SecondReading, knowledge: WordKnowledge): string {
  const top = ranked[0][1];
  const candidates = ranked.filter(([, score], i) => i < CANDIDATES || score >= top * (1 - CLOSE_SCORE));
  const secondScore = ranked.find(([language]) => language === second.language);
  if (secondScore && !candidates.includes(secondScore)) candidates.push(secondScore);
  let best = ranked[0][0];
  let bestScore = -Infinity;
  for (const [language, score] of candidates) {
    let value =
      score / top +
      KNOWN_WEIGHT * (knowledge(language) ?? KNOWN_WITHOUT_DICTIONARY) +
      WRITTEN_WEIGHT * (WRITTEN_SHARE[language] ?? 0);
    if (language === second.language) value += SECOND_WEIGHT * second.probability * (second.reliable ? 1 : 0.5);
    if (value > bestScore) [best, bestScore] = [language, value];
  }
  return best;
}

/** A language written nearly like a far more written one: that one, unless the text clearly says otherwise. */
function preferMajority(
  detection: Detection,
  primary: PrimaryReading,
  second: SecondReading,
  knowledge: WordKnowledge,
): Detection {
  const minority = detection.language;
  const majority = MAJORITY[minority]?.(primary.scores);
  if (!majority) return withNeighbour(detection, primary, second);
  const sure = second.language === minority && second.reliable && second.probability >= MINORITY_PROBABILITY;
  // The words must not say otherwise: the minority's dictionary knows as many as the majority's;
  // without one (Malay), the majority's must not know them all.
  const own = knowledge(minority);
  const theirs = knowledge(majority) ?? 0;
  const words = own === undefined ? theirs < 1 : own >= theirs;
  // Its dictionary knowing more of the words is the text saying so itself ("Ninguén", "traballando").
  const told = (sure && words) || (own !== undefined && own > theirs);
  if (told && !UNTOLD.has(minority)) return detection;
  const confidence = Math.min(detection.confidence, CONTRADICTED_CEILING);
  const share = round(Math.min(confidence, 1 - confidence));
  const rest = detection.alternatives
    .filter((a) => a.language !== majority && a.language !== minority)
    .map((a) => ({ ...a, confidence: Math.min(a.confidence, share) }));
  return {
    language: majority,
    confidence,
    alternatives: [{ language: minority, confidence: share }, ...rest].slice(0, 3),
  };
}

/**
 * The next candidates share what the answer leaves (1 - confidence), by how close their scores
 * come to the best; none is shown as likelier than the answer itself.
 */
function alternativesOf(ranked: [string, number][], from: number, confidence: number): Candidate[] {
  const rest = ranked.slice(from, from + 3);
  const top = ranked[0][1];
  const weights = rest.map(([, score]) => Math.exp((score - top) / 0.05));
  const total = weights.reduce((a, b) => a + b, 0);
  return rest
    .map(([language], i) => ({
      language,
      confidence: round(Math.min(confidence, ((1 - confidence) * weights[i]) / total)),
    }))
    .filter((c) => c.confidence > 0);
}

function letterCount(text: string): number {
  // A Chinese or Japanese character carries about what a word of three letters does.
  const ideographs = (text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu) ?? []).length;
  return (text.match(/\p{L}/gu) ?? []).length + 2 * ideographs;
}

function round(n: number): number {
  return Math.max(0.01, Math.min(1, Math.round(n * 100) / 100));
}

/** An answer whose less written neighbour the second identifier read lists that neighbour first. */
function withNeighbour(detection: Detection, primary: PrimaryReading, second: SecondReading): Detection {
  const neighbour = second.language;
  if (!neighbour || MAJORITY[neighbour]?.(primary.scores) !== detection.language) return detection;
  const share = round(Math.min(detection.confidence, 1 - detection.confidence));
  const rest = detection.alternatives
    .filter((a) => a.language !== neighbour)
    .map((a) => ({ ...a, confidence: Math.min(a.confidence, share) }));
  return { ...detection, alternatives: [{ language: neighbour, confidence: share }, ...rest].slice(0, 3) };
}
