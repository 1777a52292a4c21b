import { BaseServiceConfig } from '@app/common';
import { IsIn, IsInt, IsOptional, IsString, Max, Min, MinLength } from 'class-validator';
import { DEFAULT_SOURCE_LIMITS, SourceLimits } from '../formats/source-limits';

export class LocalizationConfig extends BaseServiceConfig {
  /** HMAC key of download links; when unset, one is generated once and kept in the database. */
  @IsOptional()
  @IsString()
  @MinLength(32)
  DOWNLOAD_LINK_SECRET?: string;

  /** CONTRACT: `true` lets source-file URLs reach loopback and private addresses. */
  @IsIn(['true', 'false', '1', '0', ''])
  WEBHOOK_ALLOW_PRIVATE: string = 'false';

  @IsInt()
  @Min(100)
  SOURCE_FETCH_TIMEOUT_MS: number = 15_000;

  @IsInt()
  @Min(1)
  SOURCE_FETCH_MAX_BYTES: number = 10 * 1024 * 1024;

  /** Tables one replica builds at the same time. */
  @IsInt()
  @Min(0)
  @Max(64)
  TABLE_WORKER_CONCURRENCY: number = 2;

  /** How often an idle worker looks for queued tables (new tables on this replica start at once). */
  @IsInt()
  @Min(50)
  TABLE_POLL_INTERVAL_MS: number = 1_000;

  /** A worker renews its claim on a table while it works; a dead worker's claim runs out after this. */
  @IsInt()
  @Min(5)
  TABLE_LEASE_SECONDS: number = 60;

  /** Claims of one table before it fails (a table that keeps killing workers must not loop forever). */
  @IsInt()
  @Min(1)
  TABLE_MAX_ATTEMPTS: number = 5;

  /** Deadline of one translate-batch call (up to 20 strings). */
  @IsInt()
  @Min(1_000)
  TRANSLATION_TIMEOUT_MS: number = 120_000;

  /** Translate-batch calls in flight for one table. */
  @IsInt()
  @Min(1)
  @Max(32)
  TRANSLATION_CONCURRENCY: number = 4;

  /** Uploaded files are kept this long, long enough to start tables from them. */
  @IsInt()
  @Min(1)
  UPLOAD_RETENTION_HOURS: number = 168;

  /** CONTRACT "Documents": uploaded and translated files are deleted after this many hours. */
  @IsInt()
  @Min(1)
  DOCUMENT_RETENTION_HOURS: number = 24;

  /** Documents one replica translates at the same time (0: this replica only serves requests). */
  @IsInt()
  @Min(0)
  @Max(64)
  DOCUMENT_WORKER_CONCURRENCY: number = 2;

  /** A worker renews its claim on a document while it works; a dead worker's claim runs out after this. */
  @IsInt()
  @Min(5)
  DOCUMENT_LEASE_SECONDS: number = 60;

  /** Claims of one document before it fails. */
  @IsInt()
  @Min(1)
  DOCUMENT_MAX_ATTEMPTS: number = 5;

  /** Limits of every source file, checked before it is translated (README "Untrusted files"). */
  @IsInt()
  @Min(1)
  @Max(1_000)
  SOURCE_MAX_DEPTH: number = DEFAULT_SOURCE_LIMITS.maxDepth;

  @IsInt()
  @Min(1)
  SOURCE_MAX_ENTRIES: number = DEFAULT_SOURCE_LIMITS.maxEntries;

  @IsInt()
  @Min(1)
  SOURCE_MAX_VALUE_CHARS: number = DEFAULT_SOURCE_LIMITS.maxValueChars;

  @IsInt()
  @Min(1)
  SOURCE_MAX_UNPACKED_BYTES: number = DEFAULT_SOURCE_LIMITS.maxUnpackedBytes;

  @IsInt()
  @Min(1)
  SOURCE_MAX_ZIP_ENTRIES: number = DEFAULT_SOURCE_LIMITS.maxZipEntries;

  @IsInt()
  @Min(0)
  SOURCE_MAX_YAML_ALIASES: number = DEFAULT_SOURCE_LIMITS.maxYamlAliases;

  get sourceLimits(): SourceLimits {
    return {
      maxDepth: this.SOURCE_MAX_DEPTH,
      maxEntries: this.SOURCE_MAX_ENTRIES,
      maxValueChars: this.SOURCE_MAX_VALUE_CHARS,
      maxUnpackedBytes: this.SOURCE_MAX_UNPACKED_BYTES,
      maxZipEntries: this.SOURCE_MAX_ZIP_ENTRIES,
      maxYamlAliases: this.SOURCE_MAX_YAML_ALIASES,
    };
  }

  get allowPrivateSources(): boolean {
    return this.WEBHOOK_ALLOW_PRIVATE === 'true' || this.WEBHOOK_ALLOW_PRIVATE === '1';
  }
}
