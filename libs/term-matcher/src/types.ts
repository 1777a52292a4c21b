export type CaseSensitivity = 'auto' | 'capitals' | 'exact' | 'ignore';

export const CASE_SENSITIVITIES: readonly CaseSensitivity[] = ['auto', 'capitals', 'exact', 'ignore'];

export interface GlossaryEntry {
  termId: string;
  language: string;
  term: string;
  /** 'auto' when absent (entries built from unvalidated data). */
  caseSensitivity?: CaseSensitivity;
}

export type AmbiguityReason = 'all_caps_context' | 'initial_capital_only' | 'lemma_only' | 'segmentation_boundary';

export interface MatchResult {
  termId: string;
  glossaryTerm: string;
  caseSensitivity: CaseSensitivity;
  form: 'exact' | 'inflected';
  /** The matched text exactly as in the input. */
  text: string;
  /** Code-point offsets into the original input, end exclusive. */
  start: number;
  end: number;
  /** Only on ambiguous matches. */
  reason?: AmbiguityReason;
}

export interface SideResult {
  language: string;
  count: number;
  uniqueTerms: number;
  matches: MatchResult[];
  ambiguousCount: number;
  ambiguousMatches: MatchResult[];
}

export interface TextSpan {
  text: string;
  start: number;
  end: number;
}

export interface TermSummary {
  termId: string;
  sourceTerm: string;
  targetTerm: string | null;
  sourceCount: number;
  sourceAmbiguousCount: number;
  targetCount: number;
  targetAmbiguousCount: number;
  targetCaseMismatches: TextSpan[];
  targetSpellingVariants: TextSpan[];
}

export interface CountRequest {
  sourceLanguage: string;
  sourceText: string;
  targetLanguage?: string;
  targetText?: string;
}

export interface CountResult {
  source: SideResult;
  target: SideResult | null;
  terms: TermSummary[] | null;
}
