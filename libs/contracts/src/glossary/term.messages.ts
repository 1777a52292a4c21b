import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
} from 'class-validator';
import { OrgScopedRequest } from '../context';
import { NestedObjects } from '../nested-object';
import { composeDecorators } from './compose-decorators';
import { CaseSensitivities, CaseSensitivity } from './glossary-entries.messages';
import { LimitField, PageField } from './glossary.messages';
import { IsGlossaryLanguageCode } from './language-code';

export const TERM_TEXT_MAX_LENGTH = 1_000;
export const DEFINITION_TEXT_MAX_LENGTH = 10_000;
export const TERM_MAX_DEFINITIONS = 100;
/** Largest bulk request; more is a 400 (split the import). */
export const BULK_TERMS_MAX = 5_000;
export const TERM_SEARCH_MAX_LENGTH = 200;

/** SPEC Errors: an unknown value is a 400 "with a message that lists the four allowed values". */
export const CASE_SENSITIVITY_MESSAGE = `caseSensitivity must be one of: ${CaseSensitivities.join(', ')}`;

export const CaseSensitivityField = () =>
  composeDecorators(
    IsOptional(),
    IsIn(CaseSensitivities, { message: ({ value }) => `${CASE_SENSITIVITY_MESSAGE} (got ${JSON.stringify(value)})` }),
  );

export const DefinitionLanguageField = () =>
  composeDecorators(IsString(), IsNotEmpty({ message: 'language is required' }), IsGlossaryLanguageCode());

export const TermTextField = (optional = false) =>
  composeDecorators(
    ...(optional ? [IsOptional()] : []),
    IsString({ message: optional ? 'term must be a string' : 'term is required and must be a string' }),
    Matches(/\S/, { message: 'term must not be empty' }),
    MaxLength(TERM_TEXT_MAX_LENGTH),
  );

export const DefinitionTextField = (optional = false) =>
  composeDecorators(
    ...(optional ? [IsOptional()] : []),
    IsString({ message: optional ? 'definition must be a string' : 'definition is required and must be a string' }),
    MaxLength(DEFINITION_TEXT_MAX_LENGTH),
  );

/** `false` marks a do-not-translate term: translation copies its source text verbatim. Default `true`. */
export const TranslationFlagField = () =>
  composeDecorators(IsOptional(), IsBoolean({ message: 'translationFlag must be true or false' }));

const TRANSLATION_FLAG_DESCRIPTION =
  '`true` (default): translated normally, the glossary entries guide the translation. `false`: do-not-translate term, ' +
  'copied verbatim from the source into the translation.';

/** One language entry of a term on create (single and bulk). */
export class DefinitionInput {
  @ApiProperty({ example: 'en', description: "One of the glossary's languages" })
  @DefinitionLanguageField()
  language: string;

  @ApiProperty({ example: 'API key', maxLength: TERM_TEXT_MAX_LENGTH })
  @TermTextField()
  term: string;

  @ApiProperty({ example: 'Secret that identifies the caller', maxLength: DEFINITION_TEXT_MAX_LENGTH })
  @DefinitionTextField()
  definition: string;

  /** Omitted: `auto` (SPEC rule 1). */
  @ApiPropertyOptional({ enum: CaseSensitivities, default: 'auto', description: 'Used only by the term counter' })
  @CaseSensitivityField()
  caseSensitivity?: CaseSensitivity;
}

/** One language entry on update: omitted `term`, `definition` or `caseSensitivity` stay as they are. */
export class DefinitionPatch {
  @ApiProperty({ example: 'en', description: 'Which entry to change or add; entries not listed stay as they are' })
  @DefinitionLanguageField()
  language: string;

  @ApiPropertyOptional({ description: 'Omitted: unchanged. Required when the language is new to the term.' })
  @TermTextField(true)
  term?: string;

  @ApiPropertyOptional({ description: 'Omitted: unchanged. Required when the language is new to the term.' })
  @DefinitionTextField(true)
  definition?: string;

  @ApiPropertyOptional({ enum: CaseSensitivities, description: 'Omitted: unchanged; `auto` resets it to the default' })
  @CaseSensitivityField()
  caseSensitivity?: CaseSensitivity;
}

export const CreateDefinitionsField = (type: () => new () => object) =>
  composeDecorators(
    IsArray({ message: 'definitions is required: an array with one entry per language' }),
    ArrayMinSize(1, { message: 'definitions must contain at least one definition' }),
    ArrayMaxSize(TERM_MAX_DEFINITIONS),
    NestedObjects(type),
  );

export const UpdateDefinitionsField = (type: () => new () => object) =>
  composeDecorators(
    IsOptional(),
    IsArray({ message: 'definitions must be an array' }),
    ArrayMaxSize(TERM_MAX_DEFINITIONS),
    NestedObjects(type),
  );

/** A term as sent on create, and each item of a bulk create. */
export class TermInput {
  @ApiProperty({ type: [DefinitionInput], description: 'One entry per language' })
  @CreateDefinitionsField(() => DefinitionInput)
  definitions: DefinitionInput[];

  @ApiPropertyOptional({ default: true, description: TRANSLATION_FLAG_DESCRIPTION })
  @TranslationFlagField()
  translationFlag?: boolean;
}

export class CreateTermRequest extends OrgScopedRequest {
  @IsString()
  glossaryId: string;

  @CreateDefinitionsField(() => DefinitionInput)
  definitions: DefinitionInput[];

  @TranslationFlagField()
  translationFlag?: boolean;
}

/**
 * Bulk items are checked one by one by the service, so that a bad item is reported in `failed`
 * instead of failing the whole request: here they are only required to be there.
 */
export const BulkTermsField = () =>
  composeDecorators(
    IsArray({ message: 'terms is required: an array of terms' }),
    ArrayMinSize(1, { message: 'terms must contain at least one term' }),
    ArrayMaxSize(BULK_TERMS_MAX, {
      message: `terms may contain at most ${BULK_TERMS_MAX} terms per request; split larger imports`,
    }),
  );

/** One batch of a bulk create; the gateway splits large requests into batches (see the gateway's bulk forwarder). */
export class BulkCreateTermsRequest extends OrgScopedRequest {
  @IsString()
  glossaryId: string;

  @ApiProperty({
    type: [TermInput],
    description: `1 to ${BULK_TERMS_MAX} terms (more is a 400). Each item is checked on its own: a bad item is reported in failed[] with its index.`,
  })
  @BulkTermsField()
  terms: unknown[];

  /** Position of `terms[0]` in the client's request, so `failed[].index` points into it. */
  @IsOptional()
  @IsInt()
  @Min(0)
  offset?: number;

  /**
   * Terms in the whole request: its first batch checks there is room for all of them, so an
   * import that would pass the glossary's maximum is refused before any batch is written.
   */
  @IsOptional()
  @IsInt()
  @Min(0)
  totalTerms?: number;
}

export class ListTermsRequest extends OrgScopedRequest {
  @IsString()
  glossaryId: string;

  @PageField()
  page?: number;

  @LimitField()
  limit?: number;

  @ApiPropertyOptional({
    maxLength: TERM_SEARCH_MAX_LENGTH,
    description: 'Only terms with an entry or a definition that contains this text, in any letter case',
  })
  @IsOptional()
  @IsString()
  @MaxLength(TERM_SEARCH_MAX_LENGTH)
  search?: string;
}

/** Get and delete of one term. */
export class TermRefRequest extends OrgScopedRequest {
  @IsString()
  glossaryId: string;

  @IsString()
  termId: string;
}

export class UpdateTermRequest extends OrgScopedRequest {
  @IsString()
  glossaryId: string;

  @IsString()
  termId: string;

  @ApiPropertyOptional({ type: [DefinitionPatch] })
  @UpdateDefinitionsField(() => DefinitionPatch)
  definitions?: DefinitionPatch[];

  @ApiPropertyOptional({ description: TRANSLATION_FLAG_DESCRIPTION })
  @TranslationFlagField()
  translationFlag?: boolean;
}

/** SPEC "Definition". */
export interface DefinitionResponse {
  language: string;
  term: string;
  definition: string;
  caseSensitivity: CaseSensitivity;
  createdAt: string;
  updatedAt: string;
}

/** SPEC "Term". */
export interface TermResponse {
  id: string;
  glossaryId: string;
  translationFlag: boolean;
  createdAt: string;
  updatedAt: string;
  definitions: DefinitionResponse[];
}

/** SPEC bulk: `failed[].index` is the item's position in `terms`; `details` says why. */
export interface BulkTermFailure {
  index: number;
  error: string;
  details: unknown[];
}

export interface BulkCreateTermsResponse {
  successful: TermResponse[];
  failed: BulkTermFailure[];
  successCount: number;
  failedCount: number;
}
