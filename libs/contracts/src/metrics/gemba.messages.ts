import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { FluencyRequest } from './fluency.messages';
import { MetricsLimits } from './metrics-limits';

/** SPEC "Metrics": GEMBA-DA score of a translation, reference-based when `referenceText` is sent. */
export class GembaRequest extends FluencyRequest {
  /** An empty reference counts as none. */
  @ApiPropertyOptional({
    example: 'Il est logique de commencer tôt.',
    description: 'Human reference translation; when given, the reference-based GEMBA-DA prompt is used',
    maxLength: MetricsLimits.maxTextChars,
  })
  @IsOptional()
  @IsString()
  @MaxLength(MetricsLimits.maxTextChars)
  referenceText?: string;
}

/** 0 (no meaning preserved) to 100 (perfect meaning and grammar). */
export interface GembaResponse {
  score: number;
}
