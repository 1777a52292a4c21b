import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { TAG_HANDLING, TagHandling, TranslationLimits } from '@app/contracts';
import { BooleanField } from '../../translation/dto/boolean-field';

/** DeepL's limit of texts per request. */
export const DEEPL_MAX_TEXTS = 50;

const DEEPL_CODE = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/;

/** A form field sent once is a string, repeated an array; JSON sends either. */
const asList = ({ value }: { value: unknown }) => (typeof value === 'string' ? [value] : value);

/** `POST /deepl/v2/translate`, form-encoded (deepl-node) or JSON (DeepL's documentation). */
export class DeeplTranslateBody {
  @ApiProperty({ type: [String], example: ['Hello, world!'], description: 'Repeated (form) or an array (JSON)' })
  @Transform(asList)
  @IsArray({ message: "Parameter 'text' not specified." })
  @ArrayMinSize(1, { message: "Parameter 'text' not specified." })
  @ArrayMaxSize(DEEPL_MAX_TEXTS, { message: `At most ${DEEPL_MAX_TEXTS} texts per request.` })
  @IsString({ each: true })
  @MaxLength(TranslationLimits.maxTextChars, { each: true })
  text: string[];

  @ApiPropertyOptional({ example: 'EN', description: 'Omitted: detected' })
  @IsOptional()
  @IsString()
  @Matches(DEEPL_CODE, { message: "Value for 'source_lang' not supported." })
  source_lang?: string;

  @ApiProperty({ example: 'DE', description: 'DeepL codes such as `EN-US`, `PT-BR`, `ZH-HANS`, in any case' })
  @IsString({ message: "Value for 'target_lang' not supported." })
  @Matches(DEEPL_CODE, { message: "Value for 'target_lang' not supported." })
  target_lang: string;

  @ApiPropertyOptional({ description: 'A glossary id of this organization (any of its glossaries, any direction)' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  glossary_id?: string;

  @ApiPropertyOptional({ enum: TAG_HANDLING })
  @IsOptional()
  @IsIn(TAG_HANDLING, { message: "Value for 'tag_handling' not supported." })
  tag_handling?: TagHandling;

  @ApiPropertyOptional({ description: 'Context for the translator, not translated (applied by the llm engine)' })
  @IsOptional()
  @IsString()
  @MaxLength(TranslationLimits.maxContextChars)
  context?: string;

  @ApiPropertyOptional({
    enum: ['default', 'more', 'less', 'prefer_more', 'prefer_less'],
    description: 'Accepted, not applied',
  })
  @IsOptional()
  @IsIn(['default', 'more', 'less', 'prefer_more', 'prefer_less'], { message: "Value for 'formality' not supported." })
  formality?: string;

  @ApiPropertyOptional({ enum: ['0', '1', 'nonewlines'], description: 'Accepted; texts are translated whole' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : value))
  @IsIn(['0', '1', 'nonewlines'], { message: "Value for 'split_sentences' not supported." })
  split_sentences?: string;

  @ApiPropertyOptional({ description: 'Adds `billed_characters` (the source characters) to each translation' })
  @IsOptional()
  @BooleanField()
  @IsBoolean()
  show_billed_characters?: boolean;
}
