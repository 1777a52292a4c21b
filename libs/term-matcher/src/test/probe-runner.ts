import { CompiledGlossary, countTerms } from '../index';
import { PROBES } from './probes';

export interface ProbeOutcome {
  passed: number;
  total: number;
  failed: [string, string][];
}

/**
 * Each probe is one entry (the dictionary form) and one text (the inflected word). It passes
 * when the word is a confident match (for Arabic and Hebrew, the word after an attached
 * prefix).
 */
export async function probeLanguage(language: string): Promise<ProbeOutcome> {
  const probes = PROBES[language];
  const failed: [string, string][] = [];
  for (const [inflected, lemma] of probes) {
    const g = await CompiledGlossary.compile([{ termId: 'p', language, term: lemma, caseSensitivity: 'ignore' }]);
    const r = await countTerms(g, { sourceLanguage: language, sourceText: inflected });
    const ok = r.source.matches.some(
      (m) => m.text === inflected || ((language === 'ar' || language === 'he') && inflected.endsWith(m.text)),
    );
    if (!ok) failed.push([inflected, lemma]);
  }
  return { passed: probes.length - failed.length, total: probes.length, failed };
}
