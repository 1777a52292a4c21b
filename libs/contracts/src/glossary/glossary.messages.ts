import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { OrgScopedRequest } from '../context';
import { composeDecorators } from './compose-decorators';
import { IsGlossaryLanguageCode } from './language-code';

export const GLOSSARY_NAME_MAX_LENGTH = 200;
export const GLOSSARY_DESCRIPTION_MAX_LENGTH = 2_000;
export const GLOSSARY_MAX_LANGUAGES = 100;
export const PAGE_LIMIT_DEFAULT = 50;
export const PAGE_LIMIT_MAX = 100;

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/*
 * Field rules shared by the gateway's body classes and the messages below, so that both ends
 * validate the same way (STYLE rule 4) without two copies of each rule.
 */
export const GlossaryNameField = (optional = false) =>
  composeDecorators(
    ...(optional ? [IsOptional()] : []),
    Transform(trimmed),
    IsString(),
    IsNotEmpty({ message: 'name must not be empty' }),
    MaxLength(GLOSSARY_NAME_MAX_LENGTH),
  );

/** Optional everywhere; `null` means "no description" (and clears it on update). */
export const GlossaryDescriptionField = () =>
  composeDecorators(
    ValidateIf((_, value) => value !== undefined && value !== null),
    IsString(),
    MaxLength(GLOSSARY_DESCRIPTION_MAX_LENGTH),
  );

export const GlossaryLanguagesField = (optional = false) =>
  composeDecorators(
    ...(optional ? [IsOptional()] : []),
    IsArray(),
    ArrayMinSize(1, { message: 'languages must list at least one language code' }),
    ArrayMaxSize(GLOSSARY_MAX_LANGUAGES),
    IsGlossaryLanguageCode({ each: true }),
  );

const pageMessage = 'page must be an integer of at least 1';
const limitMessage = `limit must be an integer from 1 to ${PAGE_LIMIT_MAX}`;

/** `page` (default 1); the gateway's query class converts the query-string text first. */
export const PageField = () =>
  composeDecorators(IsOptional(), IsInt({ message: pageMessage }), Min(1, { message: pageMessage }));

/** `limit` (1-100, default 50). */
export const LimitField = () =>
  composeDecorators(
    IsOptional(),
    IsInt({ message: limitMessage }),
    Min(1, { message: limitMessage }),
    Max(PAGE_LIMIT_MAX, { message: limitMessage }),
  );

export class CreateGlossaryRequest extends OrgScopedRequest {
  @ApiProperty({ example: 'Product terms', minLength: 1, maxLength: GLOSSARY_NAME_MAX_LENGTH })
  @GlossaryNameField()
  name: string;

  @ApiPropertyOptional({
    type: String,
    example: 'Names and UI terms of the product',
    nullable: true,
    maxLength: GLOSSARY_DESCRIPTION_MAX_LENGTH,
  })
  @GlossaryDescriptionField()
  description?: string | null;

  @ApiProperty({
    example: ['en', 'de', 'fr'],
    description: 'Language codes (ISO 639, optional region: pt-BR), at least one, each once',
  })
  @GlossaryLanguagesField()
  languages: string[];
}

export class ListGlossariesRequest extends OrgScopedRequest {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @PageField()
  page?: number;

  @ApiPropertyOptional({ default: PAGE_LIMIT_DEFAULT, minimum: 1, maximum: PAGE_LIMIT_MAX })
  @LimitField()
  limit?: number;
}

/** Get and delete. The id is any string: a malformed one is reported as not found, like an unknown one. */
export class GlossaryRefRequest extends OrgScopedRequest {
  @IsString()
  glossaryId: string;
}

/** Omitted fields stay as they are; `languages` replaces the set. */
export class UpdateGlossaryRequest extends OrgScopedRequest {
  @IsString()
  glossaryId: string;

  @ApiPropertyOptional({ minLength: 1, maxLength: GLOSSARY_NAME_MAX_LENGTH })
  @GlossaryNameField(true)
  name?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: GLOSSARY_DESCRIPTION_MAX_LENGTH,
    description: '`null` clears it',
  })
  @GlossaryDescriptionField()
  description?: string | null;

  @ApiPropertyOptional({
    example: ['en', 'de'],
    description: 'Replaces the set. Removing a language that still has definitions is a 409 naming it.',
  })
  @GlossaryLanguagesField(true)
  languages?: string[];
}

/** CONTRACT: Glossary = `{id, name, description, languages, termCount, createdAt, updatedAt}`. */
export interface GlossaryResponse {
  id: string;
  name: string;
  description: string | null;
  languages: string[];
  termCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface DeletedResponse {
  id: string;
}
