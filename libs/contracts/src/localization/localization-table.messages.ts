import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { OrgScopedRequest } from '../context';
import { IsLanguageCode } from '../term-counter/text-validators';
import {
  LocalizationLimits,
  OUTPUT_FORMATS,
  OutputFormat,
  SOURCE_FORMATS,
  SourceFormat,
  TableStatus,
} from './localization-limits';

/** SPEC "Localization tables / Generate". Exactly one of `sourceFile` and `content` is needed. */
export class GenerateTableRequest extends OrgScopedRequest {
  @IsString()
  @IsLanguageCode()
  sourceLanguage: string;

  @IsArray()
  @ArrayMinSize(1, { message: 'targetLanguages must contain at least 1 language' })
  @ArrayMaxSize(LocalizationLimits.maxTargetLanguages)
  @ArrayUnique({ message: 'targetLanguages must not repeat a language' })
  @IsString({ each: true })
  @IsLanguageCode({ each: true })
  targetLanguages: string[];

  /** An http(s) URL, or the `path` answered by the upload route. */
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(LocalizationLimits.maxSourceFileChars)
  sourceFile?: string;

  /** The source file's text. */
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  content?: string;

  /** Output format; the source's when omitted (JSON for sources that are not tables). */
  @IsOptional()
  @IsIn(OUTPUT_FORMATS, { message: `format must be one of ${OUTPUT_FORMATS.join(', ')}` })
  format?: OutputFormat;

  /** CSV and TSV outputs prefix formula-like cells with `'` unless this is `false` (CONTRACT). */
  @IsOptional()
  @IsBoolean()
  csvFormulaEscaping?: boolean;

  /** The source's format when its name or content cannot tell. */
  @IsOptional()
  @IsIn(SOURCE_FORMATS, { message: `sourceFormat must be one of ${SOURCE_FORMATS.join(', ')}` })
  sourceFormat?: SourceFormat;
}

export interface TableCreatedResponse {
  id: string;
  status: TableStatus;
}

export class ListTablesRequest extends OrgScopedRequest {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(LocalizationLimits.historyMaxLimit)
  limit?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  offset?: number;
}

export class GetTableRequest extends OrgScopedRequest {
  /** Any string: an id that is not a UUID names no table (404). */
  @IsString()
  @IsNotEmpty()
  id: string;
}

/** An item of the history (SPEC). */
export interface TableSummary {
  id: string;
  status: TableStatus;
  sourceLanguage: string;
  targetLanguages: string[];
  createdAt: string;
}

/** The single-table read (SPEC), plus `format` and, once failed, `error`. */
export interface TableRecord extends TableSummary {
  completedAt: string | null;
  format: OutputFormat | null;
  error?: { message: string };
}
