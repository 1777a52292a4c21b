import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { OrgScopedRequest } from '../context';
import { IsKnownLanguage } from './language';
import { MetricsLimits } from './metrics-limits';

/** SPEC "Metrics": GEMBA-DA score of a translation, reference-based when `referenceText` is sent. */
export class GembaRequest extends OrgScopedRequest {
  @IsString()
  @IsKnownLanguage()
  sourceLang: string;

  @IsString()
  @IsKnownLanguage()
  targetLang: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(MetricsLimits.maxTextChars)
  sourceText: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(MetricsLimits.maxTextChars)
  translatedText: string;

  /** An empty reference counts as none. */
  @IsOptional()
  @IsString()
  @MaxLength(MetricsLimits.maxTextChars)
  referenceText?: string;
}

/** 0 (no meaning preserved) to 100 (perfect meaning and grammar). */
export interface GembaResponse {
  score: number;
}
