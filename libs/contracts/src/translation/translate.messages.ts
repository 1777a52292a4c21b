import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { OrgScopedRequest } from '../context';
import { LANGUAGE_CODE_PATTERN, TranslationLimits } from './translation-limits';

/** CONTRACT "Markup in text and usage": how a text's markup is read (DeepL's `tag_handling`). */
export const TAG_HANDLING = ['html', 'xml'] as const;
export type TagHandling = (typeof TAG_HANDLING)[number];
export const TAG_HANDLING_MESSAGE = 'tagHandling must be "html" or "xml"';

/** Options every synchronous translation request shares (SPEC "Translate"). */
export abstract class TranslationOptions extends OrgScopedRequest {
  @IsString()
  @Matches(LANGUAGE_CODE_PATTERN, { message: 'sourceLanguage must be a language code or "auto"' })
  @MaxLength(35)
  sourceLanguage: string;

  @IsString()
  @Matches(LANGUAGE_CODE_PATTERN, { message: 'targetLanguage must be a language code' })
  @MaxLength(35)
  targetLanguage: string;

  /** A malformed id is treated as unknown (404), like every other resource id. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  glossaryId?: string;

  @IsOptional()
  @IsString()
  @MaxLength(TranslationLimits.maxPromptChars)
  prompt?: string;

  @IsOptional()
  @IsBoolean()
  flag?: boolean;

  @IsOptional()
  @IsBoolean()
  ignoreCache?: boolean;

  @IsOptional()
  @IsBoolean()
  fluency?: boolean;

  /** Without it, markup is still protected as placeholders; with it, the text is parsed as markup. */
  @IsOptional()
  @IsIn(TAG_HANDLING, { message: TAG_HANDLING_MESSAGE })
  tagHandling?: TagHandling;
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
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(TranslationLimits.maxTextChars)
  text?: string;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(TranslationLimits.maxFiles)
  @ValidateNested({ each: true })
  @Type(() => CsvFilePayload)
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
