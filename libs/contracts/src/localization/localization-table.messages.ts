import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
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
import { MemoryIdField, MemoryThresholdField } from '../memory/memory-fields';
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
  @ApiProperty({ example: 'en', description: 'Language of the source strings' })
  @IsString()
  @IsLanguageCode()
  sourceLanguage: string;

  @ApiProperty({
    example: ['es', 'fr'],
    description: `One column per language (1-${LocalizationLimits.maxTargetLanguages}, no repeats)`,
  })
  @IsArray()
  @ArrayMinSize(1, { message: 'targetLanguages must contain at least 1 language' })
  @ArrayMaxSize(LocalizationLimits.maxTargetLanguages)
  @ArrayUnique({ message: 'targetLanguages must not repeat a language' })
  @IsString({ each: true })
  @IsLanguageCode({ each: true })
  targetLanguages: string[];

  @ApiPropertyOptional({
    example: 'uploads/6c1e…/en.json',
    description:
      'An http(s) URL, or the `path` answered by POST /v1/translation/files. One of sourceFile and content is required.',
  })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(LocalizationLimits.maxSourceFileChars)
  sourceFile?: string;

  @ApiPropertyOptional({
    example: '{"greeting": "Hello {name}"}',
    description: 'The source file text, instead of sourceFile',
  })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  content?: string;

  /** Output format; the source's when omitted (JSON for sources that are not tables). */
  @ApiPropertyOptional({
    enum: OUTPUT_FORMATS,
    description: "Output format; the source's when it is one of these, else json",
  })
  @IsOptional()
  @IsIn(OUTPUT_FORMATS, { message: `format must be one of ${OUTPUT_FORMATS.join(', ')}` })
  format?: OutputFormat;

  /** CSV and TSV outputs prefix formula-like cells with `'` unless this is `false` (CONTRACT). */
  @ApiPropertyOptional({
    default: true,
    description:
      "CSV and TSV outputs write a cell that starts with =, +, -, @, a tab or a carriage return with a leading ' " +
      'so spreadsheets show it as text instead of evaluating it (OWASP CSV injection). ' +
      'false writes cells exactly as translated, for programs that read the file back.',
  })
  @IsOptional()
  @IsBoolean()
  csvFormulaEscaping?: boolean;

  @ApiPropertyOptional({
    enum: SOURCE_FORMATS,
    description: 'Source format, when neither the file name nor the content tells',
  })
  @IsOptional()
  @IsIn(SOURCE_FORMATS, { message: `sourceFormat must be one of ${SOURCE_FORMATS.join(', ')}` })
  sourceFormat?: SourceFormat;

  @MemoryIdField(
    'Translation memory to use: a string with a match at or above memoryThreshold takes its target and costs no credits',
  )
  memoryId?: string;

  @MemoryThresholdField()
  memoryThreshold?: number;
}

export interface TableCreatedResponse {
  id: string;
  status: TableStatus;
}

export class ListTablesRequest extends OrgScopedRequest {
  @ApiPropertyOptional({
    default: LocalizationLimits.historyDefaultLimit,
    minimum: 1,
    maximum: LocalizationLimits.historyMaxLimit,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(LocalizationLimits.historyMaxLimit)
  limit?: number;

  @ApiPropertyOptional({ default: 0, minimum: 0 })
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
