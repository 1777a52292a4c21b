/** Limits and vocabularies of localization tables, shared by the gateway and the localization service. */
export const LocalizationLimits = {
  /** CONTRACT "Envelope and errors": 10 MiB per file. */
  maxFileBytes: 10 * 1024 * 1024,
  /**
   * Files cross NATS in chunks: the default NATS payload limit is 1 MiB, and a chunk travels as
   * base64 inside JSON (4/3 larger), so 256 KiB of bytes stays far below it.
   */
  chunkBytes: 256 * 1024,
  /** Inline `content` above this size is sent to the service as an upload instead of inside the message. */
  maxInlineMessageChars: 256 * 1024,
  maxTargetLanguages: 50,
  maxSourceFileChars: 2_048,
  maxFilenameChars: 255,
  historyDefaultLimit: 20,
  historyMaxLimit: 100,
  /** Download links live one hour unless the gateway asks otherwise (CONTRACT). */
  defaultDownloadTtlSeconds: 3_600,
  maxDownloadTtlSeconds: 7 * 24 * 3_600,
} as const;

/** Source formats the service reads. */
export const SOURCE_FORMATS = ['json', 'csv', 'tsv', 'xlsx', 'xliff', 'po', 'yaml', 'android'] as const;
export type SourceFormat = (typeof SOURCE_FORMATS)[number];

/** Output formats: each is one table with a key column and a column per target language. */
export const OUTPUT_FORMATS = ['json', 'csv', 'tsv', 'xlsx', 'yaml'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** SPEC shows `pending` and `completed`; `failed` is the CONTRACT's Form B word for an error. */
export const TABLE_STATUSES = ['pending', 'completed', 'failed'] as const;
export type TableStatus = (typeof TABLE_STATUSES)[number];

/** Paths returned by the upload route look like `uploads/<uuid>/<filename>`. */
export const UPLOAD_PATH_PATTERN =
  /^uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/[^/]*)?$/i;
