import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { LANGUAGE_CODE_PATTERN, TranslationLimits } from '@app/contracts';

/** Form B `options`. */
export class AgenticOptionsBody {
  @ApiPropertyOptional({
    description:
      'The text is a user-interface string: every placeholder and markup token of the source is kept, and the result is at most 1.3 times as long',
  })
  @IsOptional()
  @IsBoolean()
  uiSafe?: boolean;

  @ApiPropertyOptional({ description: 'Glossary to apply' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  glossaryId?: string;
}

/**
 * `POST /translation/agentic-translate`: Form A (JSON with `textContent`) and Form B (JSON with
 * `text` and optional `options`) in one class; CONTRACT "Forms A and B".
 */
export class AgenticTranslateBody {
  @ApiProperty({ example: 'en', description: 'ISO 639-1 language code, or `auto` to detect it' })
  @IsString()
  @Matches(LANGUAGE_CODE_PATTERN, { message: 'sourceLanguage must be a language code such as "en", or "auto"' })
  @MaxLength(35)
  sourceLanguage: string;

  @ApiProperty({ example: 'es' })
  @IsString()
  @Matches(LANGUAGE_CODE_PATTERN, { message: 'targetLanguage must be a language code such as "es"' })
  @MaxLength(35)
  targetLanguage: string;

  @ApiPropertyOptional({ description: 'Form A: the text to translate' })
  @IsOptional()
  @IsString()
  @MinLength(1, { message: 'textContent must not be empty' })
  @MaxLength(TranslationLimits.maxTextChars)
  textContent?: string;

  @ApiPropertyOptional({ description: 'Form B: the text to translate' })
  @IsOptional()
  @IsString()
  @MinLength(1, { message: 'text must not be empty' })
  @MaxLength(TranslationLimits.maxTextChars)
  text?: string;

  @ApiPropertyOptional({ description: 'Form A: glossary to apply (Form B: `options.glossaryId`)' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  glossaryId?: string;

  @ApiPropertyOptional({ description: 'Form A: instructions for the translator, honoured in every pass' })
  @IsOptional()
  @IsString()
  @MaxLength(TranslationLimits.maxPromptChars)
  prompt?: string;

  @ApiPropertyOptional({ description: 'Form A: do not reuse cached translations as the first draft' })
  @IsOptional()
  @IsBoolean()
  ignoreCache?: boolean;

  @ApiPropertyOptional({ type: AgenticOptionsBody, description: 'Form B options' })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => AgenticOptionsBody)
  options?: AgenticOptionsBody;
}
