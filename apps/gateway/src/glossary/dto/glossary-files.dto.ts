import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsGlossaryLanguageCode } from '@app/contracts';
import { TERM_FILE_FORMATS, TermFileFormat } from '@app/term-files';
import { IsIn, IsOptional, IsString } from 'class-validator';

const formatMessage = `format must be one of: ${TERM_FILE_FORMATS.join(', ')}`;

/** The text fields beside the multipart `file` of a glossary import. */
export class ImportTermsFields {
  @ApiPropertyOptional({
    enum: TERM_FILE_FORMATS,
    description: "The file's format; by default its extension, else its content",
  })
  @IsOptional()
  @IsIn(TERM_FILE_FORMATS, { message: formatMessage })
  format?: TermFileFormat;

  @ApiPropertyOptional({
    example: 'en',
    description: "Language of the first column of DeepL's headerless `source,target` CSV/TSV/XLSX layout",
  })
  @IsOptional()
  @IsString()
  @IsGlossaryLanguageCode()
  sourceLanguage?: string;

  @ApiPropertyOptional({ example: 'de', description: 'Language of its second column' })
  @IsOptional()
  @IsString()
  @IsGlossaryLanguageCode()
  targetLanguage?: string;
}

export class ExportTermsQuery {
  @ApiProperty({ enum: TERM_FILE_FORMATS })
  @IsIn(TERM_FILE_FORMATS, { message: formatMessage })
  format: TermFileFormat;
}
