import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { OrgScopedRequest } from '../context';
import { NestedObjects } from '../nested-object';
import { IsKnownLanguage } from './language';
import { MetricsLimits } from './metrics-limits';

/** SPEC "Fluency evaluation": the kinds of problem a fluency evaluation can name. */
export const FluencyIssueTypes = [
  'calque',
  'collocation',
  'idiom_literal',
  'discourse_marker',
  'register_mismatch',
  'false_friend',
  'none',
] as const;
export type FluencyIssueType = (typeof FluencyIssueTypes)[number];

export const FluencySeverities = ['critical', 'major', 'minor', 'cosmetic'] as const;
export type FluencySeverity = (typeof FluencySeverities)[number];

/** The five dimensions, each an integer 1-10; `fluency` is their mean. */
export const FluencyDimensions = ['idiomatic', 'collocational', 'discourse', 'pragmatic', 'calque'] as const;
export type FluencyDimension = (typeof FluencyDimensions)[number];

/**
 * SPEC "Fluency evaluation". `severity`, `problematic_phrase`, `suggested_fix` and `main_issue`
 * are null exactly when `issue_type` is `none`.
 */
export interface FluencyEvaluation {
  fluency: number;
  idiomatic: number;
  collocational: number;
  discourse: number;
  pragmatic: number;
  calque: number;
  issue_type: FluencyIssueType;
  severity: FluencySeverity | null;
  problematic_phrase: string | null;
  suggested_fix: string | null;
  main_issue: string | null;
}

const MAX = MetricsLimits.maxTextChars;

/** Source and translation of one fluency evaluation. */
export class FluencyPair {
  @ApiProperty({ example: 'Break a leg!', maxLength: MAX })
  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX)
  sourceText: string;

  @ApiProperty({ example: '¡Rómpete una pierna!', maxLength: MAX })
  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX)
  translatedText: string;
}

/** `Subjects.metrics.fluency`: also called by the translation service for `fluency: true`. */
export class FluencyRequest extends OrgScopedRequest {
  @ApiProperty({ example: 'en', description: 'Language code of sourceText' })
  @IsString()
  @IsKnownLanguage()
  sourceLang: string;

  @ApiProperty({ example: 'fr', description: 'Language code of translatedText' })
  @IsString()
  @IsKnownLanguage()
  targetLang: string;

  @ApiProperty({ example: 'It makes sense to start early.', maxLength: MAX })
  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX)
  sourceText: string;

  @ApiProperty({ example: 'Ça fait du sens de commencer tôt.', maxLength: MAX })
  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX)
  translatedText: string;
}

export class FluencyBatchRequest extends OrgScopedRequest {
  @ApiProperty({ example: 'en' })
  @IsString()
  @IsKnownLanguage()
  sourceLang: string;

  @ApiProperty({ example: 'es' })
  @IsString()
  @IsKnownLanguage()
  targetLang: string;

  @ApiProperty({ type: [FluencyPair], minItems: 1, maxItems: MetricsLimits.maxBatchItems })
  @IsDefined()
  @IsArray()
  @ArrayMinSize(1, { message: 'items must contain at least 1 item' })
  @ArrayMaxSize(MetricsLimits.maxBatchItems, {
    message: `items must contain at most ${MetricsLimits.maxBatchItems} items`,
  })
  @NestedObjects(() => FluencyPair)
  items: FluencyPair[];
}

/** A failed item of a fluency batch: its position and why, the rest of the batch unaffected. */
export interface FluencyBatchFailure {
  index: number;
  error: { code: string; message: string };
}

export type FluencyBatchEntry = (FluencyEvaluation & { index: number }) | FluencyBatchFailure;

export interface FluencyBatchResponse {
  evaluations: FluencyBatchEntry[];
  batch_summary: { total: number; successful: number; failed: number };
}
