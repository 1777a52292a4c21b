import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { GetTableRequest } from './localization-table.messages';
import { LocalizationLimits } from './localization-limits';

/** Mint a signed download token for a completed table; the gateway turns it into a public URL. */
export class CreateDownloadLinkRequest extends GetTableRequest {
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(LocalizationLimits.maxDownloadTtlSeconds)
  ttlSeconds?: number;
}

export interface DownloadLinkResponse {
  token: string;
  expiresAt: string;
}

/**
 * Read a chunk of the file behind a signed token. Not org-scoped: the token is the
 * authorization (the public download route carries no API key).
 */
export class ReadTableFileRequest {
  @IsString()
  @IsNotEmpty()
  @MaxLength(1_000)
  token: string;

  @IsInt()
  @Min(0)
  offset: number;
}

export interface TableFileChunk {
  filename: string;
  contentType: string;
  totalBytes: number;
  offset: number;
  /** Up to `LocalizationLimits.chunkBytes` bytes, base64. */
  data: string;
}
