import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import {
  LANGUAGE_CODE_PATTERN,
  TAG_HANDLING,
  TAG_HANDLING_MESSAGE,
  TagHandling,
  TranslationLimits,
} from '@app/contracts';
import { BooleanField } from './boolean-field';

/** Fields every translate and batch request shares. */
export class TranslationOptionsBody {
  @ApiProperty({ example: 'en', description: 'ISO 639-1 language code, or `auto` to detect it' })
  @IsString()
  @Matches(LANGUAGE_CODE_PATTERN, { message: 'sourceLanguage must be a language code such as "en", or "auto"' })
  @MaxLength(35)
  sourceLanguage: string;

  @ApiProperty({ example: 'es', description: 'ISO 639-1 language code, optionally with a region (`pt-BR`)' })
  @IsString()
  @Matches(LANGUAGE_CODE_PATTERN, { message: 'targetLanguage must be a language code such as "es"' })
  @MaxLength(35)
  targetLanguage: string;

  @ApiPropertyOptional({ description: 'Glossary to apply: terms found in the text are rendered as its target entries' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  glossaryId?: string;

  @ApiPropertyOptional({
    description: 'Instructions for the translator (needs the llm engine; 503 without a language model)',
  })
  @IsOptional()
  @IsString()
  @MaxLength(TranslationLimits.maxPromptChars)
  prompt?: string;

  @ApiPropertyOptional({ description: 'Keep the translation within about ±15 % of the source length (llm engine)' })
  @IsOptional()
  @BooleanField()
  @IsBoolean()
  flag?: boolean;

  @ApiPropertyOptional({ description: 'Skip the cached translation and refresh it' })
  @IsOptional()
  @BooleanField()
  @IsBoolean()
  ignoreCache?: boolean;

  @ApiPropertyOptional({
    description: `Also evaluate fluency (top-level \`fluency\`); skipped for texts over ${TranslationLimits.maxFluencyChars} characters and for files`,
  })
  @IsOptional()
  @BooleanField()
  @IsBoolean()
  fluency?: boolean;

  @ApiPropertyOptional({
    enum: TAG_HANDLING,
    description:
      'Read the text as markup (DeepL `tag_handling`): only text nodes are translated, whole sentences across inline elements; `translate="no"`, code, kbd, samp, var, script and style are left alone. Without it, tags are still kept as placeholders.',
  })
  @IsOptional()
  @IsIn(TAG_HANDLING, { message: TAG_HANDLING_MESSAGE })
  tagHandling?: TagHandling;
}

/**
 * `POST /translation/translate`: Form A (multipart, or JSON with `textContent`) and Form B
 * (JSON with `text`) in one class; the controller tells them apart.
 */
export class TranslateBody extends TranslationOptionsBody {
  @ApiPropertyOptional({ description: 'Form A: the text to translate (or send `fileContent` CSV files in multipart)' })
  @IsOptional()
  @IsString()
  @MinLength(1, { message: 'textContent must not be empty' })
  @MaxLength(TranslationLimits.maxTextChars)
  textContent?: string;

  /** Multipart only: a CSV sent as a text field rather than a file part is taken as one file. */
  @IsOptional()
  @IsString()
  @MaxLength(TranslationLimits.maxTextChars * 10)
  fileContent?: string;

  @ApiPropertyOptional({ description: 'Form B: the text to translate' })
  @IsOptional()
  @IsString()
  @MinLength(1, { message: 'text must not be empty' })
  @MaxLength(TranslationLimits.maxTextChars)
  text?: string;
}

/** Swagger only: the multipart shape of Form A. */
export class TranslateMultipartDoc extends TranslationOptionsBody {
  @ApiPropertyOptional({ description: 'Text to translate (one of textContent / fileContent)' })
  textContent?: string;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', format: 'binary' },
    description: 'CSV file(s): every text cell below the header row is translated, layout and quoting kept',
  })
  fileContent?: unknown[];
}
