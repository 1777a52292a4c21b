import { toIso6391 } from '../engines/language-codes';
import { commonWordShare } from './common-words';

/** Candidate languages for detection: widely used ones with an ISO 639-1 code (franc uses ISO 639-3). */
const CANDIDATES =
  'eng spa fra deu ita por cat glg nld swe dan nob fin pol ces slk slv hrv srp ron hun ell bul rus ukr bel tur arb heb pes hin urd ben cmn jpn kor tha vie ind zlm tgl swh eus lit lvs ekk isl gle cym afr kat hye kaz uzn azj tam tel mar guj kan mal pan npi sin khm mya lao amh mkd als'.split(
    ' ',
  );

type FrancAll = (text: string, options: { minLength: number; only: string[] }) => [string, number][];

export interface DetectedLanguage {
  language: string;
  confidence: number;
}

export interface ScoredLanguage {
  language: string;
  score: number;
}

/** Weight of the common-word share against franc's trigram score (both 0..1). */
const WORD_WEIGHT = 1.5;

/**
 * franc (trigram statistics, 70 languages considered) with a common-word check for short texts.
 * franc is ESM only: loaded with a dynamic import, which the build keeps as one.
 */
export class LanguageDetector {
  private francAll?: Promise<FrancAll>;

  /** Candidates best first; empty when the text has nothing to go on (no letters). */
  async rank(text: string): Promise<ScoredLanguage[]> {
    const francAll = await this.load();
    const words = text.toLowerCase().match(/[\p{L}\p{M}']+/gu) ?? [];
    const seen = new Set<string>();
    return francAll(text, { minLength: 1, only: CANDIDATES })
      .filter(([code]) => code !== 'und')
      .map(([code, score]) => ({ language: toIso6391(code), score }))
      .filter((c): c is ScoredLanguage => c.language !== null && !seen.has(c.language) && !!seen.add(c.language))
      .map((c) => ({ language: c.language, score: c.score + WORD_WEIGHT * commonWordShare(words, c.language) }))
      .sort((a, b) => b.score - a.score);
  }

  /**
   * The most likely language; with `preferred`, a preferred language scoring close to the best
   * wins (what an engine can translate is the likelier reading of a short, ambiguous text).
   */
  async detect(text: string, preferred?: readonly string[]): Promise<DetectedLanguage | null> {
    const ranked = await this.rank(text);
    if (ranked.length === 0) return null;
    let best = ranked[0];
    const closePreferred =
      preferred && ranked.find((c) => preferred.includes(c.language) && c.score >= best.score - 0.15);
    if (closePreferred) best = closePreferred;
    const runnerUp = ranked.find((c) => c !== best)?.score ?? 0;
    return { language: best.language, confidence: confidenceOf(text, best.score, runnerUp) };
  }

  private load(): Promise<FrancAll> {
    this.francAll ??= import('franc').then((m) => m.francAll as FrancAll);
    return this.francAll;
  }
}

/**
 * A confidence in (0, 1]: grows with the lead over the runner-up and with the amount of text
 * (trigram statistics need a few dozen letters).
 */
export function confidenceOf(text: string, best: number, runnerUp: number): number {
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  const length = Math.min(1, letters / 40);
  const margin = Math.min(1, Math.max(0, best - runnerUp) * 3);
  const confidence = 0.1 + 0.9 * (0.4 * length + 0.6 * margin);
  return Math.max(0.01, Math.min(1, Math.round(confidence * 100) / 100));
}
