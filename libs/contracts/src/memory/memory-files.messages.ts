import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsGlossaryLanguageCode } from '../glossary/language-code';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { OrgScopedRequest } from '../context';
import { UnitFailure, UnitResponse } from './unit.messages';

export const MEMORY_FILE_FORMATS = ['tmx', 'csv', 'tsv', 'xlsx'] as const;
export type MemoryFileFormat = (typeof MEMORY_FILE_FORMATS)[number];

/** `GET .../export?format=`. */
export class ExportMemoryQuery {
  @ApiProperty({ enum: MEMORY_FILE_FORMATS })
  @IsIn(MEMORY_FILE_FORMATS, { message: `format must be one of: ${MEMORY_FILE_FORMATS.join(', ')}` })
  format: MemoryFileFormat;

  @ApiPropertyOptional({ example: 'en', description: 'Tables hold one pair: name it when the memory has several' })
  @IsOptional()
  @IsString()
  @IsGlossaryLanguageCode()
  sourceLanguage?: string;

  @ApiPropertyOptional({ example: 'es' })
  @IsOptional()
  @IsString()
  @IsGlossaryLanguageCode()
  targetLanguage?: string;
}

/** What one batch of an import did: new units, replaced targets, units already stored as given. */
export interface ImportUnitsResponse {
  imported: number;
  updated: number;
  skipped: number;
  failed: UnitFailure[];
}

/** CONTRACT answer of an import: `failed[]` names the unit (position in the file, from 0) and its line. */
export interface MemoryImportResponse {
  imported: number;
  updated: number;
  skipped: number;
  failed: { unit: number; line: number; message: string }[];
}

export const EXPORT_PAGE_MAX = 2_000;

/** A page of units in insertion order after `afterSeq` (an export reads the memory with it). */
export class ExportUnitsPageRequest extends OrgScopedRequest {
  @IsString()
  memoryId: string;

  @IsOptional()
  @Matches(/^\d{1,19}$/)
  afterSeq?: string;

  @IsInt()
  @Min(1)
  @Max(EXPORT_PAGE_MAX)
  limit: number;

  /** Only this pair (a table export). */
  @IsOptional()
  @IsString({ each: true })
  pair?: [string, string];
}

export interface ExportUnitsPage {
  units: UnitResponse[];
  /** Pass as `afterSeq` for the next page; null after the last. */
  next: string | null;
}
