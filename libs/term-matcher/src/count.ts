import { CompiledLanguage, spellingKey } from './compile';
import type { Candidate, CompiledEntry, SideMatches } from './entries';
import type { CompiledGlossary } from './glossary';
import { matchText, scanText } from './match';
import { codePointIndex, normalizeText, NormalizedText } from './normalize';
import { findSpellingVariants } from './japanese-match';
import type { CountRequest, CountResult, MatchResult, SideResult, TermSummary, TextSpan } from './types';

class Positions {
  private readonly cp: Int32Array;

  constructor(private readonly norm: NormalizedText) {
    this.cp = codePointIndex(norm.original);
  }

  span(start: number, end: number): TextSpan {
    const oStart = this.norm.origStart[start];
    const oEnd = this.norm.origEnd[end - 1];
    return { text: this.norm.original.slice(oStart, oEnd), start: this.cp[oStart], end: this.cp[oEnd] };
  }
}

function toResult(c: Candidate, positions: Positions): MatchResult {
  const span = positions.span(c.start, c.end);
  const result: MatchResult = {
    termId: c.entry.termId,
    glossaryTerm: c.entry.term,
    caseSensitivity: c.entry.caseSensitivity,
    form: c.form,
    text: span.text,
    start: span.start,
    end: span.end,
  };
  if (c.status === 'ambiguous') result.reason = c.reason;
  return result;
}

function sideResult(language: string, found: SideMatches, positions: Positions): SideResult {
  const matches: MatchResult[] = [];
  const ambiguousMatches: MatchResult[] = [];
  for (const c of found.accepted) (c.status === 'ok' ? matches : ambiguousMatches).push(toResult(c, positions));
  return {
    language,
    count: matches.length,
    uniqueTerms: new Set(matches.map((m) => m.termId)).size,
    matches,
    ambiguousCount: ambiguousMatches.length,
    ambiguousMatches,
  };
}

async function runSide(
  lang: CompiledLanguage,
  norm: NormalizedText,
  filter?: ReadonlySet<string>,
): Promise<SideMatches> {
  const { scanned, unanalysed } = scanText(lang, norm.text);
  if (unanalysed.length > 0) await lang.module.prepare(unanalysed);
  return matchText(lang, norm, filter, scanned);
}

export async function countTerms(glossary: CompiledGlossary, req: CountRequest): Promise<CountResult> {
  const sourceLang = await glossary.language(req.sourceLanguage);
  const sourceNorm = normalizeText(req.sourceText);
  const source = await runSide(sourceLang, sourceNorm);
  const sourceResult = sideResult(req.sourceLanguage, source, new Positions(sourceNorm));
  if (req.targetLanguage === undefined || req.targetText === undefined) {
    return { source: sourceResult, target: null, terms: null };
  }
  const found = new Set(source.accepted.map((c) => c.entry.termId));
  const targetLang = await glossary.languageFor(req.targetLanguage, found);
  const targetNorm = normalizeText(req.targetText);
  const target = await runSide(targetLang, targetNorm, found);
  const targetPositions = new Positions(targetNorm);
  const targetResult = sideResult(req.targetLanguage, target, targetPositions);
  const variants = targetLang.module.japanese
    ? findSpellingVariants(targetLang, targetNorm.text, found, target)
    : new Map<string, { start: number; end: number }[]>();
  const termsOf = sharedSpellings(targetLang, found);
  const terms = summarise(source, target, targetLang, found, termsOf);
  const mismatches = new Map<string, TextSpan[]>();
  for (const c of target.caseRejected) {
    for (const termId of termsOf(c.entry)) {
      const list = mismatches.get(termId) ?? [];
      list.push(targetPositions.span(c.start, c.end));
      mismatches.set(termId, list);
    }
  }
  for (const t of terms) {
    t.targetCaseMismatches = mismatches.get(t.termId) ?? [];
    t.targetSpellingVariants = (variants.get(t.termId) ?? []).map((v) => targetPositions.span(v.start, v.end));
  }
  return { source: sourceResult, target: targetResult, terms };
}

/**
 * The found terms whose target entry an occurrence is: entries spelled alike with the same
 * caseSensitivity (car and automobile both 'Auto') match the same spans, and the matcher reports
 * each span once, for one of them; each term's own summary counts it.
 */
function sharedSpellings(
  targetLang: CompiledLanguage,
  found: ReadonlySet<string>,
): (entry: CompiledEntry) => readonly string[] {
  const bySpelling = new Map<string, string[]>();
  for (const e of targetLang.entries) {
    if (!found.has(e.termId)) continue;
    const list = bySpelling.get(spellingKey(e)) ?? [];
    if (!list.includes(e.termId)) list.push(e.termId);
    bySpelling.set(spellingKey(e), list);
  }
  return (entry) => bySpelling.get(spellingKey(entry)) ?? [entry.termId];
}

function summarise(
  source: SideMatches,
  target: SideMatches,
  targetLang: CompiledLanguage,
  found: Set<string>,
  termsOf: (entry: CompiledEntry) => readonly string[],
): TermSummary[] {
  const targetTerm = new Map<string, string>();
  for (const e of targetLang.entries)
    if (found.has(e.termId) && !targetTerm.has(e.termId)) targetTerm.set(e.termId, e.term);
  const terms = new Map<string, TermSummary>();
  for (const c of source.accepted) {
    let t = terms.get(c.entry.termId);
    if (!t) {
      t = {
        termId: c.entry.termId,
        sourceTerm: c.entry.term,
        targetTerm: targetTerm.get(c.entry.termId) ?? null,
        sourceCount: 0,
        sourceAmbiguousCount: 0,
        targetCount: 0,
        targetAmbiguousCount: 0,
        targetCaseMismatches: [],
        targetSpellingVariants: [],
      };
      terms.set(c.entry.termId, t);
    }
    if (c.status === 'ok') t.sourceCount++;
    else t.sourceAmbiguousCount++;
  }
  for (const c of target.accepted) {
    for (const termId of termsOf(c.entry)) {
      const t = terms.get(termId);
      if (!t) continue;
      if (c.status === 'ok') t.targetCount++;
      else t.targetAmbiguousCount++;
    }
  }
  return [...terms.values()];
}
