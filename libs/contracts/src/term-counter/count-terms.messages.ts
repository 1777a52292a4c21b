import { IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { OrgScopedRequest } from '../context';
import { CaseSensitivity } from '../glossary/glossary-entries.messages';
import { IsLanguageCode, MAX_COUNT_TEXT_CODE_POINTS, MaxCodePoints, RequiresAlso } from './text-validators';

/** SPEC "Count Terms": find a glossary's terms in a source text and, optionally, check a translation. */
export class CountTermsRequest extends OrgScopedRequest {
  /** Any string: an id that is not a UUID names no glossary (404), not a malformed request. */
  @IsString()
  @IsNotEmpty()
  glossaryId: string;

  @IsString()
  @IsNotEmpty()
  @IsLanguageCode()
  sourceLanguage: string;

  @IsString()
  @IsNotEmpty()
  @MaxCodePoints(MAX_COUNT_TEXT_CODE_POINTS)
  sourceText: string;

  @IsOptional()
  @RequiresAlso('targetText')
  @IsString()
  @IsNotEmpty()
  @IsLanguageCode()
  targetLanguage?: string;

  /** May be empty: an empty translation follows no term, which is worth reporting. */
  @IsOptional()
  @RequiresAlso('targetLanguage')
  @IsString()
  @MaxCodePoints(MAX_COUNT_TEXT_CODE_POINTS)
  targetText?: string;
}

export type TermAmbiguityReason = 'all_caps_context' | 'initial_capital_only' | 'lemma_only' | 'segmentation_boundary';

export interface TermMatch {
  termId: string;
  glossaryTerm: string;
  caseSensitivity: CaseSensitivity;
  form: 'exact' | 'inflected';
  /** The text exactly as in the input. */
  text: string;
  /** Unicode code points into the input, `end` exclusive. */
  start: number;
  end: number;
  /** Only in `ambiguousMatches`. */
  reason?: TermAmbiguityReason;
}

export interface TermCountSide {
  language: string;
  count: number;
  uniqueTerms: number;
  matches: TermMatch[];
  ambiguousCount: number;
  ambiguousMatches: TermMatch[];
}

export interface CountTextSpan {
  text: string;
  start: number;
  end: number;
}

export interface TermCountSummary {
  termId: string;
  sourceTerm: string;
  targetTerm: string | null;
  sourceCount: number;
  sourceAmbiguousCount: number;
  targetCount: number;
  targetAmbiguousCount: number;
  targetCaseMismatches: CountTextSpan[];
  targetSpellingVariants: CountTextSpan[];
}

/** `data` of the SPEC response: `target` and `terms` are null when no target was sent. */
export interface CountTermsResponse {
  source: TermCountSide;
  target: TermCountSide | null;
  terms: TermCountSummary[] | null;
}
