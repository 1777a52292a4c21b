import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsLanguageCode,
  LocalizationLimits,
  OUTPUT_FORMATS,
  OutputFormat,
  SOURCE_FORMATS,
  SourceFormat,
} from '@app/contracts';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';

export class GenerateTableDto {
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

  @ApiPropertyOptional({
    enum: OUTPUT_FORMATS,
    description: "Output format; the source's when it is one of these, else json",
  })
  @IsOptional()
  @IsIn(OUTPUT_FORMATS, { message: `format must be one of ${OUTPUT_FORMATS.join(', ')}` })
  format?: OutputFormat;

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
}
