import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { OrgScopedRequest } from '../context';
import { IsGlossaryLanguageCode } from '../glossary/language-code';
import { MEMORY_TEXT_MAX_LENGTH } from './unit.messages';

export const LOOKUP_THRESHOLD_DEFAULT = 75;
export const LOOKUP_LIMIT_DEFAULT = 3;
export const LOOKUP_LIMIT_MAX = 10;
/** A batch job's texts at most (translation asks per engine group). */
export const MATCH_TEXTS_MAX = 10_000;

export class LookupRequest extends OrgScopedRequest {
  @IsString()
  memoryId: string;

  @ApiProperty({ example: 'en' })
  @IsString()
  @IsGlossaryLanguageCode()
  sourceLanguage: string;

  @ApiProperty({ example: 'es' })
  @IsString()
  @IsGlossaryLanguageCode()
  targetLanguage: string;

  @ApiProperty({ example: 'Save your changes', maxLength: MEMORY_TEXT_MAX_LENGTH })
  @IsString({ message: 'text is required and must be a string' })
  @Matches(/\S/, { message: 'text must not be empty' })
  @MaxLength(MEMORY_TEXT_MAX_LENGTH)
  text: string;

  @ApiPropertyOptional({ default: LOOKUP_THRESHOLD_DEFAULT, minimum: 1, maximum: 100 })
  @IsOptional()
  @IsInt({ message: 'threshold must be an integer from 1 to 100' })
  @Min(1, { message: 'threshold must be an integer from 1 to 100' })
  @Max(100, { message: 'threshold must be an integer from 1 to 100' })
  threshold?: number;

  @ApiPropertyOptional({ default: LOOKUP_LIMIT_DEFAULT, minimum: 1, maximum: LOOKUP_LIMIT_MAX })
  @IsOptional()
  @IsInt({ message: `limit must be an integer from 1 to ${LOOKUP_LIMIT_MAX}` })
  @Min(1, { message: `limit must be an integer from 1 to ${LOOKUP_LIMIT_MAX}` })
  @Max(LOOKUP_LIMIT_MAX, { message: `limit must be an integer from 1 to ${LOOKUP_LIMIT_MAX}` })
  limit?: number;
}

/**
 * 100: the same text; 95-99: only case, spacing or punctuation differ; below 95: word-level
 * similarity. `adjusted`: numbers or placeholders of the text were carried into `target`.
 */
export interface LookupMatch {
  unitId: string;
  source: string;
  target: string;
  score: number;
  adjusted: boolean;
}

/** The best match of each text at or above `threshold` (translation asks it before any engine). */
export class MatchTextsRequest extends OrgScopedRequest {
  @IsString()
  memoryId: string;

  @IsString()
  @IsGlossaryLanguageCode()
  sourceLanguage: string;

  @IsString()
  @IsGlossaryLanguageCode()
  targetLanguage: string;

  @IsArray()
  @ArrayMaxSize(MATCH_TEXTS_MAX)
  @IsString({ each: true })
  texts: string[];

  @IsInt()
  @Min(1)
  @Max(100)
  threshold: number;
}

export interface MatchTextsResponse {
  /** The memory's revision: translation caches key on it. */
  revision: number;
  matches: (LookupMatch | null)[];
}
