import { SourceFormat } from '@app/contracts';
import { parseJsonSource, parseYamlSource } from './key-value.parsers';
import { parsePoSource } from './po.parser';
import { decodeUtf8, SourceEntry, SourceParseError } from './source-entry';
import { checkEntries, DEFAULT_SOURCE_LIMITS, SourceLimits } from './source-limits';
import { parseCsvSource, parseXlsxSource } from './table.parsers';
import { parseAndroidSource, parseXliffSource } from './xml.parsers';

async function entriesOf(
  bytes: Buffer,
  format: SourceFormat,
  sourceLanguage: string,
  limits: SourceLimits,
): Promise<SourceEntry[]> {
  switch (format) {
    case 'json':
      return parseJsonSource(decodeUtf8(bytes), sourceLanguage, limits);
    case 'yaml':
      return parseYamlSource(decodeUtf8(bytes), sourceLanguage, limits);
    case 'csv':
      return parseCsvSource(decodeUtf8(bytes), sourceLanguage);
    case 'tsv':
      return parseCsvSource(decodeUtf8(bytes), sourceLanguage, '\t');
    case 'xlsx':
      return parseXlsxSource(bytes, sourceLanguage, limits);
    case 'xliff':
      return parseXliffSource(decodeUtf8(bytes), limits);
    case 'android':
      return parseAndroidSource(decodeUtf8(bytes), limits);
    case 'po':
      return parsePoSource(bytes);
  }
}

/**
 * Every translatable string of a source file, in file order. A repeated key keeps its first
 * text; a file with no string at all is refused like one that does not parse, and so is a file
 * over one of the limits.
 */
export async function parseSource(
  bytes: Buffer,
  format: SourceFormat,
  sourceLanguage: string,
  limits: SourceLimits = DEFAULT_SOURCE_LIMITS,
): Promise<SourceEntry[]> {
  const seen = new Set<string>();
  const entries = (await entriesOf(bytes, format, sourceLanguage, limits)).filter(
    (e) => !seen.has(e.key) && seen.add(e.key),
  );
  if (entries.length === 0)
    throw new SourceParseError(`The ${format.toUpperCase()} source contains no translatable strings`);
  checkEntries(entries, limits, format.toUpperCase());
  return entries;
}
