import { CompiledGlossary, countTerms } from '../index';
import type { CaseSensitivity, CountResult, GlossaryEntry, MatchResult } from '../types';

export type EntrySpec = [termId: string, language: string, term: string, caseSensitivity?: CaseSensitivity];

export function entries(specs: EntrySpec[]): GlossaryEntry[] {
  return specs.map(([termId, language, term, cs]) => ({ termId, language, term, caseSensitivity: cs ?? 'auto' }));
}

export async function count(
  specs: EntrySpec[],
  sourceLanguage: string,
  sourceText: string,
  target?: { language: string; text: string },
): Promise<CountResult> {
  const g = await CompiledGlossary.compile(entries(specs));
  return countTerms(g, { sourceLanguage, sourceText, targetLanguage: target?.language, targetText: target?.text });
}

/** A compact view of a match for table assertions: "text@start-end form [reason]". */
export function brief(m: MatchResult): string {
  return `${m.text}@${m.start}-${m.end} ${m.form}${m.reason ? ' ' + m.reason : ''}`;
}

/** Confident matches as "text form", ambiguous ones as "text ?reason". */
export async function found(specs: EntrySpec[], language: string, text: string): Promise<string[]> {
  const r = await count(specs, language, text);
  const all = [
    ...r.source.matches.map((m) => ({ s: m.start, v: `${m.text} ${m.form}` })),
    ...r.source.ambiguousMatches.map((m) => ({ s: m.start, v: `${m.text} ?${m.reason}` })),
  ];
  return all.sort((a, b) => a.s - b.s).map((x) => x.v);
}
