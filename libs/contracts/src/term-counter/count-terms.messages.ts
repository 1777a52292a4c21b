import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
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

  @ApiProperty({ example: 'en', description: "Language of sourceText; must be one of the glossary's languages" })
  @IsString()
  @IsNotEmpty()
  @IsLanguageCode()
  sourceLanguage: string;

  @ApiProperty({
    example: 'Rotate the API key before it expires.',
    description: 'Up to 100,000 characters (Unicode code points)',
    maxLength: MAX_COUNT_TEXT_CODE_POINTS,
  })
  @IsString()
  @IsNotEmpty()
  @MaxCodePoints(MAX_COUNT_TEXT_CODE_POINTS)
  sourceText: string;

  @ApiPropertyOptional({
    example: 'de',
    description: "Required together with targetText; must be one of the glossary's languages",
  })
  @IsOptional()
  @RequiresAlso('targetText')
  @IsString()
  @IsNotEmpty()
  @IsLanguageCode()
  targetLanguage?: string;

  /** May be empty: an empty translation follows no term, which is worth reporting. */
  @ApiPropertyOptional({
    example: 'Erneuern Sie den API-Schlüssel, bevor er abläuft.',
    description:
      'Translation to check, required together with targetLanguage; up to 100,000 characters (Unicode code points)',
    maxLength: MAX_COUNT_TEXT_CODE_POINTS,
  })
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
