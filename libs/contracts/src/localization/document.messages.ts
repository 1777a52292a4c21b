import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { OrgScopedRequest } from '../context';
import { MemoryThresholdField } from '../memory/memory-fields';
import { SourceLanguageField, TargetLanguageField, TranslationLimits } from '../translation/translation-limits';
import { LocalizationLimits, UPLOAD_PATH_PATTERN } from './localization-limits';
import { ListTablesRequest } from './localization-table.messages';

/** CONTRACT "Documents": the three states of a document job. */
export const DOCUMENT_STATUSES = ['PENDING', 'READY', 'ERROR'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** Multipart fields are text: `"true"` / `"false"` are read as booleans, anything else stays as sent (a 400). */
const booleanText = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);
/** Digits are read as a number; anything else stays as sent (a 400). */
const integerText = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : value;

/** The fields of `POST /v1/translation/documents` besides the file (CONTRACT "Documents"). */
export class DocumentOptions extends OrgScopedRequest {
  @ApiProperty({ example: 'en', description: 'Language of the document, or `auto` to detect it from its text' })
  @SourceLanguageField()
  sourceLanguage: string;

  @ApiProperty({ example: 'es' })
  @TargetLanguageField()
  targetLanguage: string;

  @ApiPropertyOptional({ description: 'Glossary applied to every sentence; the term report covers the whole document' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  glossaryId?: string;

  @ApiPropertyOptional({ description: 'Translation memory to use (its id)' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  memoryId?: string;

  @Transform(integerText)
  @MemoryThresholdField()
  memoryThreshold?: number;

  @ApiPropertyOptional({ description: 'Instructions for the translator (needs the llm engine)' })
  @IsOptional()
  @IsString()
  @MaxLength(TranslationLimits.maxPromptChars)
  prompt?: string;

  @ApiPropertyOptional({ description: 'Skip cached translations and refresh them', type: Boolean })
  @IsOptional()
  @Transform(booleanText)
  @IsBoolean({ message: 'ignoreCache must be true or false' })
  ignoreCache?: boolean;
}

/** The gateway has stored the file as an upload (`POST /v1/translation/files`'s chunks) and names it. */
export class StartDocumentRequest extends DocumentOptions {
  @IsString()
  @Matches(UPLOAD_PATH_PATTERN, { message: 'path must be an upload path' })
  path: string;

  /** The `X-Webhook-Url` header. */
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(2_048)
  webhookUrl?: string;
}

export interface DocumentCreatedResponse {
  id: string;
  status: DocumentStatus;
}

/** With a glossary: term occurrences in the source, and how many the translation renders as the glossary says. */
export interface DocumentTermReport {
  found: number;
  followed: number;
}

/** CONTRACT "Documents": `GET /v1/translation/documents/{id}`. */
export interface DocumentRecord {
  id: string;
  status: DocumentStatus;
  progress: number;
  filename: string;
  format: string;
  sourceLanguage: string;
  targetLanguage: string;
  createdAt: string;
  completedAt: string | null;
  wordCount: number | null;
  credits: number | null;
  terms?: DocumentTermReport | null;
  error?: { message: string };
}

/** A document by id; any string (an id that is not a UUID names no document: 404). */
export class DocumentIdRequest extends OrgScopedRequest {
  @IsString()
  @IsNotEmpty()
  id: string;
}

/** A signed link to the translated file, living `ttlSeconds` (the gateway's setting). */
export class DocumentDownloadRequest extends DocumentIdRequest {
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(LocalizationLimits.maxDownloadTtlSeconds)
  ttlSeconds?: number;
}

/** History: `limit` and `offset` as for localization tables. */
export class ListDocumentsRequest extends ListTablesRequest {}
