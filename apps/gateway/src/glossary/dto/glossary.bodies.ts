import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  BULK_TERMS_MAX,
  BulkTermsField,
  CaseSensitivities,
  CaseSensitivity,
  CaseSensitivityField,
  CreateDefinitionsField,
  DefinitionLanguageField,
  DefinitionTextField,
  GlossaryDescriptionField,
  GlossaryLanguagesField,
  GlossaryNameField,
  LimitField,
  PageField,
  TermTextField,
  TranslationFlagField,
  UpdateDefinitionsField,
} from '@app/contracts';

/*
 * HTTP bodies and queries of the glossary routes. The validation rules are the contracts' field
 * decorators (the same the glossary service applies); these classes add the OpenAPI description.
 */

export class PageQuery {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @PageField(true)
  page?: number;

  @ApiPropertyOptional({ default: 50, minimum: 1, maximum: 100 })
  @LimitField(true)
  limit?: number;
}

export class CreateGlossaryBody {
  @ApiProperty({ example: 'Product terms', minLength: 1, maxLength: 200 })
  @GlossaryNameField()
  name: string;

  @ApiPropertyOptional({ type: String, example: 'Names and UI terms of the product', nullable: true, maxLength: 2000 })
  @GlossaryDescriptionField()
  description?: string | null;

  @ApiProperty({
    example: ['en', 'de', 'fr'],
    description: 'Language codes (ISO 639, optional region: pt-BR), at least one, each once',
  })
  @GlossaryLanguagesField()
  languages: string[];
}

export class UpdateGlossaryBody {
  @ApiPropertyOptional({ minLength: 1, maxLength: 200 })
  @GlossaryNameField(true)
  name?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000, description: '`null` clears it' })
  @GlossaryDescriptionField()
  description?: string | null;

  @ApiPropertyOptional({
    example: ['en', 'de'],
    description: 'Replaces the set. Removing a language that still has definitions is a 409 naming it.',
  })
  @GlossaryLanguagesField(true)
  languages?: string[];
}

export class DefinitionBody {
  @ApiProperty({ example: 'en', description: "One of the glossary's languages" })
  @DefinitionLanguageField()
  language: string;

  @ApiProperty({ example: 'API key', maxLength: 1000 })
  @TermTextField()
  term: string;

  @ApiProperty({ example: 'Secret that identifies the caller', maxLength: 10000 })
  @DefinitionTextField()
  definition: string;

  @ApiPropertyOptional({ enum: CaseSensitivities, default: 'auto', description: 'Used only by the term counter' })
  @CaseSensitivityField()
  caseSensitivity?: CaseSensitivity;
}

export class DefinitionPatchBody {
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

const translationFlagDescription =
  '`true` (default): translated normally, the glossary entries guide the translation. `false`: do-not-translate term, ' +
  'copied verbatim from the source into the translation.';

export class CreateTermBody {
  @ApiProperty({ type: [DefinitionBody], description: 'One entry per language' })
  @CreateDefinitionsField(() => DefinitionBody)
  definitions: DefinitionBody[];

  @ApiPropertyOptional({ default: true, description: translationFlagDescription })
  @TranslationFlagField()
  translationFlag?: boolean;
}

export class UpdateTermBody {
  @ApiPropertyOptional({ type: [DefinitionPatchBody] })
  @UpdateDefinitionsField(() => DefinitionPatchBody)
  definitions?: DefinitionPatchBody[];

  @ApiPropertyOptional({ description: translationFlagDescription })
  @TranslationFlagField()
  translationFlag?: boolean;
}

export class BulkCreateTermsBody {
  @ApiProperty({
    type: [CreateTermBody],
    description: `1 to ${BULK_TERMS_MAX} terms (more is a 400). Each item is checked on its own: a bad item is reported in failed[] with its index.`,
  })
  @BulkTermsField()
  terms: unknown[];
}
