import { SourceFormat } from '@app/contracts';
import { parseJsonSource, parseYamlSource } from './key-value.parsers';
import { parsePoSource } from './po.parser';
import { decodeUtf8, SourceEntry, SourceParseError } from './source-entry';
import { parseCsvSource, parseXlsxSource } from './table.parsers';
import { parseAndroidSource, parseXliffSource } from './xml.parsers';

async function entriesOf(bytes: Buffer, format: SourceFormat, sourceLanguage: string): Promise<SourceEntry[]> {
  switch (format) {
    case 'json':
      return parseJsonSource(decodeUtf8(bytes), sourceLanguage);
    case 'yaml':
      return parseYamlSource(decodeUtf8(bytes), sourceLanguage);
    case 'csv':
      return parseCsvSource(decodeUtf8(bytes), sourceLanguage);
    case 'xlsx':
      return parseXlsxSource(bytes, sourceLanguage);
    case 'xliff':
      return parseXliffSource(decodeUtf8(bytes));
    case 'android':
      return parseAndroidSource(decodeUtf8(bytes));
    case 'po':
      return parsePoSource(bytes);
  }
}

/**
 * Every translatable string of a source file, in file order. A repeated key keeps its first
 * text; a file with no string at all is refused like one that does not parse.
 */
export async function parseSource(bytes: Buffer, format: SourceFormat, sourceLanguage: string): Promise<SourceEntry[]> {
  const seen = new Set<string>();
  const entries = (await entriesOf(bytes, format, sourceLanguage)).filter((e) => !seen.has(e.key) && seen.add(e.key));
  if (entries.length === 0)
    throw new SourceParseError(`The ${format.toUpperCase()} source contains no translatable strings`);
  return entries;
}
