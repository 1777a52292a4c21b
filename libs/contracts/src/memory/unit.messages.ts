import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
} from 'class-validator';
import { OrgScopedRequest } from '../context';
import { composeDecorators } from '../glossary/compose-decorators';
import { LimitField, PageField } from '../glossary/glossary.messages';
import { IsGlossaryLanguageCode } from '../glossary/language-code';

/** Longest source or target a unit may hold (a long paragraph; TMX segments are sentences). */
export const MEMORY_TEXT_MAX_LENGTH = 10_000;
/** CONTRACT: 1-1,000 units a request. */
export const BULK_UNITS_MAX = 1_000;

const LanguageField = (optional = false) =>
  composeDecorators(...(optional ? [IsOptional()] : []), IsString(), IsGlossaryLanguageCode());

const TextField = (field: 'source' | 'target') =>
  composeDecorators(
    IsString({ message: `${field} is required and must be a string` }),
    Matches(/\S/, { message: `${field} must not be empty` }),
    MaxLength(MEMORY_TEXT_MAX_LENGTH),
  );

/** One translation unit as sent: regional codes are stored under their base code unless the service knows them. */
export class UnitInput {
  @ApiProperty({ example: 'en' })
  @LanguageField()
  sourceLanguage: string;

  @ApiProperty({ example: 'es' })
  @LanguageField()
  targetLanguage: string;

  @ApiProperty({ example: 'Save your changes', maxLength: MEMORY_TEXT_MAX_LENGTH })
  @TextField('source')
  source: string;

  @ApiProperty({ example: 'Guarde los cambios', maxLength: MEMORY_TEXT_MAX_LENGTH })
  @TextField('target')
  target: string;
}

/** One batch of a bulk add; items are checked one by one by the service so a bad one fails alone. */
export class AddUnitsRequest extends OrgScopedRequest {
  @IsString()
  memoryId: string;

  @ApiProperty({
    type: [UnitInput],
    description: `1 to ${BULK_UNITS_MAX} units. The same source in the same pair replaces the older target.`,
  })
  @IsArray({ message: 'units is required: an array of units' })
  @ArrayMinSize(1, { message: 'units must contain at least one unit' })
  @ArrayMaxSize(BULK_UNITS_MAX, { message: `units may contain at most ${BULK_UNITS_MAX} units per request` })
  units: unknown[];

  /** Position of `units[0]` in the client's request, so `failed[].index` points into it. */
  @IsOptional()
  @IsInt()
  @Min(0)
  offset?: number;
}

export class ListUnitsRequest extends OrgScopedRequest {
  @IsString()
  memoryId: string;

  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @PageField()
  page?: number;

  @ApiPropertyOptional({ default: 50, minimum: 1, maximum: 100 })
  @LimitField()
  limit?: number;

  @ApiPropertyOptional({ example: 'en' })
  @LanguageField(true)
  sourceLanguage?: string;

  @ApiPropertyOptional({ example: 'es' })
  @LanguageField(true)
  targetLanguage?: string;

  @ApiPropertyOptional({ description: 'Units whose source or target contains this text (any case)', maxLength: 1000 })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  q?: string;
}

export class UnitRefRequest extends OrgScopedRequest {
  @IsString()
  memoryId: string;

  @IsString()
  unitId: string;
}

/** CONTRACT: Unit = `{id, sourceLanguage, targetLanguage, source, target, createdAt, updatedAt}`. */
export interface UnitResponse {
  id: string;
  sourceLanguage: string;
  targetLanguage: string;
  source: string;
  target: string;
  createdAt: string;
  updatedAt: string;
}

/** As bulk terms: `failed[].index` is the item's position in `units`; `details` says why. */
export interface UnitFailure {
  index: number;
  error: string;
  details: unknown[];
}

export interface AddUnitsResponse {
  successful: UnitResponse[];
  failed: UnitFailure[];
  successCount: number;
  failedCount: number;
}
