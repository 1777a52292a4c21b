import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { OrgScopedRequest } from '../context';
import { CaseSensitivity } from './glossary-entries.messages';
import { IsGlossaryLanguageCode } from './language-code';

/** CONTRACT "Glossary files": the formats a glossary is imported from and exported to. */
export const TERM_FILE_FORMATS = ['tbx', 'csv', 'tsv', 'xlsx'] as const;
export type TermFileFormat = (typeof TERM_FILE_FORMATS)[number];

const formatMessage = `format must be one of: ${TERM_FILE_FORMATS.join(', ')}`;

/**
 * The text fields beside the multipart `file` of a glossary import (HTTP only: the file is read
 * by the gateway and its rows go to the glossary service as bulk batches).
 */
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

/** `GET .../terms/export?format=`. */
export class ExportTermsQuery {
  @ApiProperty({ enum: TERM_FILE_FORMATS })
  @IsIn(TERM_FILE_FORMATS, { message: formatMessage })
  format: TermFileFormat;
}

/** Most terms in one export page; the service answers fewer when their text would not fit in one NATS message. */
export const EXPORT_PAGE_MAX_TERMS = 2_000;

/** One page of a glossary's terms in creation order, for a file export: `after` is the last page's `next`. */
export class ExportTermsPageRequest extends OrgScopedRequest {
  @IsString()
  glossaryId: string;

  @IsOptional()
  @IsInt()
  @Min(0)
  after?: number;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(EXPORT_PAGE_MAX_TERMS)
  limit?: number;
}

/** A term as a file carries it: no timestamps. */
export interface ExportedTerm {
  id: string;
  translationFlag: boolean;
  definitions: { language: string; term: string; definition: string; caseSensitivity: CaseSensitivity }[];
}

export interface ExportTermsPageResponse {
  glossary: { id: string; name: string; languages: string[]; termCount: number };
  terms: ExportedTerm[];
  /** `after` of the next page; null on the last page. */
  next: number | null;
}
