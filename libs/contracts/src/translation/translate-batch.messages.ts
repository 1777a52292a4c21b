import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsOptional, IsString, MaxLength, ValidateBy } from 'class-validator';
import { TranslateFluency, TranslationOptions } from './translate.messages';
import { TranslationLimits } from './translation-limits';

export class TranslateBatchRequest extends TranslationOptions {
  @ApiProperty({ type: [String], maxItems: TranslationLimits.maxBatchTexts, example: ['Hello world', 'Good morning'] })
  @IsArray()
  @ArrayMinSize(1, { message: 'texts must contain at least 1 text' })
  @ArrayMaxSize(TranslationLimits.maxBatchTexts, {
    message: `texts must contain at most ${TranslationLimits.maxBatchTexts} texts`,
  })
  @IsString({ each: true, message: 'each of texts must be a string' })
  @MaxLength(TranslationLimits.maxTextChars, { each: true })
  texts: string[];

  /** Per-text translator context aligned with `texts`; must have the same length. */
  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', nullable: true },
    description: 'Per-text translator context aligned with `texts` (same length; null for none)',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(TranslationLimits.maxBatchTexts)
  @IsContextList()
  contexts?: (string | null)[] | null;
}

export interface BatchItemError {
  code: string;
  message: string;
}

export interface BatchTranslationItem {
  index: number;
  content?: string;
  /** The language the text was found to be in, when the request's sourceLanguage was `auto`. */
  detectedSourceLanguage?: string;
  error?: BatchItemError;
  fluency?: TranslateFluency;
  /** CONTRACT "Translation memories": the unit that supplied the answer (no engine, no credits). */
  memory?: { unitId: string; score: number };
}

export interface BatchSummary {
  total: number;
  successful: number;
  failed: number;
  total_credits: number;
}

/** SPEC "Batch translation result". */
export interface BatchTranslationResult {
  translations: BatchTranslationItem[];
  batch_summary: BatchSummary;
  word_count: number;
}

/** Each context is a string (up to the context limit) or null. */
function IsContextList() {
  return ValidateBy({
    name: 'isContextList',
    validator: {
      validate: (value: unknown) =>
        Array.isArray(value) &&
        value.every((c) => c === null || (typeof c === 'string' && c.length <= TranslationLimits.maxContextChars)),
      defaultMessage: () =>
        `each context must be a string of at most ${TranslationLimits.maxContextChars} characters, or null`,
    },
  });
}
