import { SourceEntry, SourceParseError } from './source-entry';

/**
 * What one uploaded or fetched source may hold. Each is checked while the file is read, before
 * any string is translated, and the structural ones before the parser that could choke on them.
 */
export interface SourceLimits {
  /** Nesting of objects, arrays and elements (JSON, YAML, XML). */
  maxDepth: number;
  /** Translatable strings in one file. */
  maxEntries: number;
  /** Characters in one key or one string. */
  maxValueChars: number;
  /** Bytes of a zip-based file (XLSX) once unpacked. */
  maxUnpackedBytes: number;
  /** Files inside a zip-based file. */
  maxZipEntries: number;
  /** YAML aliases (`*name`), the way a "billion laughs" file multiplies itself. */
  maxYamlAliases: number;
}

export const DEFAULT_SOURCE_LIMITS: SourceLimits = {
  maxDepth: 32,
  maxEntries: 50_000,
  maxValueChars: 100_000,
  maxUnpackedBytes: 64 * 1024 * 1024,
  maxZipEntries: 1_000,
  maxYamlAliases: 100,
};

/** The setting that raises each limit: a refusal names it, so an operator knows what to change. */
export const SOURCE_LIMIT_SETTINGS: Record<keyof SourceLimits, string> = {
  maxDepth: 'SOURCE_MAX_DEPTH',
  maxEntries: 'SOURCE_MAX_ENTRIES',
  maxValueChars: 'SOURCE_MAX_VALUE_CHARS',
  maxUnpackedBytes: 'SOURCE_MAX_UNPACKED_BYTES',
  maxZipEntries: 'SOURCE_MAX_ZIP_ENTRIES',
  maxYamlAliases: 'SOURCE_MAX_YAML_ALIASES',
};

/** A source over one of the limits: refused like a file that does not parse (422), naming the limit. */
export class SourceLimitError extends SourceParseError {
  constructor(
    readonly limit: keyof SourceLimits,
    readonly max: number,
    problem: string,
  ) {
    super(`${problem} (limit: ${max.toLocaleString('en')}, setting ${SOURCE_LIMIT_SETTINGS[limit]})`);
    this.name = 'SourceLimitError';
  }
}

export function tooDeep(format: string, limits: SourceLimits): SourceLimitError {
  return new SourceLimitError('maxDepth', limits.maxDepth, `The ${format} source is nested too deeply`);
}

/** Counts and lengths, checked on the parsed strings before any of them is translated. */
export function checkEntries(entries: SourceEntry[], limits: SourceLimits, format: string): void {
  if (entries.length > limits.maxEntries)
    throw new SourceLimitError(
      'maxEntries',
      limits.maxEntries,
      `The ${format} source has ${entries.length.toLocaleString('en')} strings, more than a table may hold`,
    );
  const long = entries.find((e) => e.key.length > limits.maxValueChars || e.text.length > limits.maxValueChars);
  if (long)
    throw new SourceLimitError(
      'maxValueChars',
      limits.maxValueChars,
      `The ${format} source has a key or string longer than allowed (key "${long.key.slice(0, 80)}")`,
    );
}
