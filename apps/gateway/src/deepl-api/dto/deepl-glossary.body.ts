import { ApiProperty, ApiPropertyOptional, IntersectionType, PickType } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { CreateGlossaryRequest, IsGlossaryLanguageCode, NestedObjects } from '@app/contracts';
import { ENTRIES_FORMATS, EntriesFormat } from '../glossary-entries-text';

/** DeepL's limit on a glossary's entries text (10 MiB) is above the gateway's body limit, which applies first. */
const ENTRIES_MAX_CHARS = 10 * 1024 * 1024;

/** The fields of one DeepL dictionary: a direction and its entries. */
export class DeeplDictionaryBody {
  @ApiProperty({ example: 'en' })
  @IsString()
  @IsGlossaryLanguageCode()
  source_lang: string;

  @ApiProperty({ example: 'de' })
  @IsString()
  @IsGlossaryLanguageCode()
  target_lang: string;

  @ApiProperty({ example: 'Hello\tHallo', description: 'TSV (`source<TAB>target` per line) or CSV' })
  @IsString()
  @MaxLength(ENTRIES_MAX_CHARS)
  entries: string;

  @ApiPropertyOptional({ enum: ENTRIES_FORMATS, default: 'tsv' })
  @IsOptional()
  @IsIn(ENTRIES_FORMATS, { message: "Value for 'entries_format' not supported." })
  entries_format?: EntriesFormat;
}

/** `POST /deepl/v2/glossaries`: one dictionary and the glossary's name (the contract's rule). */
export class DeeplGlossaryBody extends IntersectionType(
  DeeplDictionaryBody,
  PickType(CreateGlossaryRequest, ['name'] as const),
) {}

/** `POST /deepl/v3/glossaries`: JSON, or a form with `dictionaries[0].source_lang` and the like (deepl-node). */
export class DeeplMultilingualGlossaryBody extends PickType(DeeplGlossaryBody, ['name'] as const) {
  @ApiProperty({ type: [DeeplDictionaryBody] })
  @IsArray()
  @ArrayMinSize(1, { message: "Parameter 'dictionaries' not specified." })
  @ArrayMaxSize(100)
  @NestedObjects(() => DeeplDictionaryBody, { message: 'each dictionary must be an object' })
  dictionaries: DeeplDictionaryBody[];
}

/** `GET /deepl/v3/glossaries/{id}/entries`: one direction. */
export class DeeplEntriesQuery extends PickType(DeeplDictionaryBody, ['source_lang', 'target_lang'] as const) {}
