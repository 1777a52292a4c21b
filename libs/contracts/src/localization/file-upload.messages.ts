import { IsBase64, IsBoolean, IsInt, IsOptional, IsString, IsUUID, MaxLength, Min } from 'class-validator';
import { OrgScopedRequest } from '../context';
import { LocalizationLimits } from './localization-limits';

/**
 * One chunk of an uploaded file (`POST /v1/translation/files`). The first chunk has no
 * `uploadId` and opens the upload; the others name it and say at which byte they start, so a
 * repeated or out-of-order chunk is refused instead of corrupting the file.
 */
export class UploadFileChunkRequest extends OrgScopedRequest {
  @IsOptional()
  @IsUUID()
  uploadId?: string;

  @IsString()
  @MaxLength(LocalizationLimits.maxFilenameChars)
  filename: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  contentType?: string;

  @IsInt()
  @Min(0)
  offset: number;

  /** The chunk's bytes, base64. */
  @IsString()
  @IsBase64()
  @MaxLength(Math.ceil((LocalizationLimits.chunkBytes * 4) / 3) + 4)
  data: string;

  /** The last chunk: the upload becomes usable as a `sourceFile`. */
  @IsBoolean()
  final: boolean;
}

export interface UploadFileChunkResponse {
  uploadId: string;
  receivedBytes: number;
  /** Set once the last chunk is in: what the client sends as `sourceFile`. */
  path?: string;
}
