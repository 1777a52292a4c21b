import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { OrgScopedRequest } from '../context';
import { composeDecorators } from '../glossary/compose-decorators';
import { MemoryIdField, MemoryThresholdField } from '../memory/memory-fields';
import { NestedObjects } from '../nested-object';
import {
  SourceLanguageField,
  TargetLanguageField,
  TextToTranslateField,
  TranslationLimits,
} from './translation-limits';

/** CONTRACT "Markup in text and usage": how a text's markup is read (DeepL's `tag_handling`). */
export const TAG_HANDLING = ['html', 'xml'] as const;
export type TagHandling = (typeof TAG_HANDLING)[number];
export const TAG_HANDLING_MESSAGE = 'tagHandling must be "html" or "xml"';

/** Options every synchronous translation request shares (SPEC "Translate"). */
export class TranslationOptions extends OrgScopedRequest {
  @ApiProperty({ example: 'en', description: 'ISO 639-1 language code, or `auto` to detect it' })
  @SourceLanguageField()
  sourceLanguage: string;

  @ApiProperty({ example: 'es', description: 'ISO 639-1 language code, optionally with a region (`pt-BR`)' })
  @TargetLanguageField()
  targetLanguage: string;

  /** A malformed id is treated as unknown (404), like every other resource id. */
  @ApiPropertyOptional({ description: 'Glossary to apply: terms found in the text are rendered as its target entries' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  glossaryId?: string;

  @MemoryIdField(
    'Translation memory to use: a text with a match at or above memoryThreshold takes its target and costs no credits',
  )
  memoryId?: string;

  @MemoryThresholdField()
  memoryThreshold?: number;

  @ApiPropertyOptional({
    description: 'Instructions for the translator (needs the llm engine; 503 without a language model)',
  })
  @IsOptional()
  @IsString()
  @MaxLength(TranslationLimits.maxPromptChars)
  prompt?: string;

  @ApiPropertyOptional({ description: 'Keep the translation within about ±15 % of the source length (llm engine)' })
  @OptionalBoolean()
  flag?: boolean;

  @ApiPropertyOptional({ description: 'Skip the cached translation and refresh it' })
  @OptionalBoolean()
  ignoreCache?: boolean;

  @ApiPropertyOptional({
    description: `Also evaluate fluency (top-level \`fluency\`); skipped for texts over ${TranslationLimits.maxFluencyChars} characters and for files`,
  })
  @OptionalBoolean()
  fluency?: boolean;

  /** Without it, markup is still protected as placeholders; with it, the text is parsed as markup. */
  @ApiPropertyOptional({
    enum: TAG_HANDLING,
    description:
      'Read the text as markup (DeepL `tag_handling`): only text is translated, whole sentences across inline elements; `translate="no"`, code, kbd, samp, var, script and style are left alone; the answer has the same tags and attribute values. Without it, tags are still kept as placeholders. Markup nested more than 1,000 elements deep is a 400.',
  })
  @IsOptional()
  @IsIn(TAG_HANDLING, { message: TAG_HANDLING_MESSAGE })
  tagHandling?: TagHandling;
}

/** `@IsOptional() @IsBoolean()`, in the order stacked decorators run. */
function OptionalBoolean() {
  return composeDecorators(IsBoolean(), IsOptional());
}

export class CsvFilePayload {
  @IsString()
  @MaxLength(255)
  filename: string;

  /** The file's text (UTF-8). */
  @IsString()
  content: string;
}

/** Single translate: a text, or one or more CSV files (Form A multipart). */
export class TranslateRequest extends TranslationOptions {
  @ApiPropertyOptional({ description: 'Form B: the text to translate' })
  @IsOptional()
  @TextToTranslateField()
  text?: string;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(TranslationLimits.maxFiles)
  @NestedObjects(() => CsvFilePayload)
  files?: CsvFilePayload[];
}

export interface TranslatedFile {
  filename: string;
  content: string;
}

/** SPEC "Fluency evaluation" as the translate envelope carries it: `value` in place of `fluency`. */
export interface TranslateFluency {
  value: number;
  idiomatic: number;
  collocational: number;
  discourse: number;
  pragmatic: number;
  calque: number;
  issue_type: string;
  severity: string | null;
  problematic_phrase: string | null;
  suggested_fix: string | null;
  main_issue: string | null;
}

export interface TranslateResponse {
  /** The translated text; for CSV the translated file text, or one entry per file when several were sent. */
  data: string | TranslatedFile[];
  /** Present when `fluency: true` was asked for a text within the fluency length limit. */
  fluency?: TranslateFluency;
}
