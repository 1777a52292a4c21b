import { parse as parseCsv } from 'csv-parse/sync';
import { isKnownLanguageCode } from '@app/contracts';
import { SourceEntry, SourceParseError } from './source-entry';
import { SourceLimits } from './source-limits';
import { readXlsxSourceRows } from './xlsx-source';

/**
 * CSV and XLSX sources are tables whose header names a `key` column and a `<sourceLanguage>`
 * column. Lenient where it is safe: the key column may be the first one whatever its name, and
 * a two-column table needs no language header.
 */
export function entriesOfRows(rows: string[][], sourceLanguage: string, format: string): SourceEntry[] {
  if (rows.length === 0) throw new SourceParseError(`The ${format} source is empty`);
  const header = rows[0].map((cell) => cell.trim().toLowerCase());
  const language = sourceLanguage.toLowerCase();
  const keyColumn = Math.max(header.indexOf('key'), 0);
  let textColumn = header.findIndex(
    (cell, i) => i !== keyColumn && (cell === language || cell.replace('_', '-') === language),
  );
  if (textColumn < 0)
    textColumn = header.findIndex((cell, i) => i !== keyColumn && ['source', 'text', 'value'].includes(cell));
  // A two-column table may leave the text column unnamed, but not name another language.
  if (textColumn < 0 && header.length === 2 && !isKnownLanguageCode(header[1 - keyColumn])) textColumn = 1 - keyColumn;
  if (textColumn < 0) {
    throw new SourceParseError(
      `The ${format} header must have a "key" column and a "${sourceLanguage}" column; found: ${rows[0].join(', ')}`,
    );
  }
  return rows
    .slice(1)
    .map((row) => ({ key: (row[keyColumn] ?? '').trim(), text: row[textColumn] ?? '' }))
    .filter((entry) => entry.key !== '');
}

/** A TSV file is a CSV with tabs; a CSV's delimiter is sniffed from its header line. */
export function parseCsvSource(text: string, sourceLanguage: string, delimiter = sniffDelimiter(text)): SourceEntry[] {
  let rows: string[][];
  try {
    rows = parseCsv(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: false,
      delimiter,
    });
  } catch (error) {
    throw new SourceParseError(`The CSV source does not parse: ${(error as Error).message}`);
  }
  return entriesOfRows(rows, sourceLanguage, 'CSV');
}

/** Spreadsheets in some locales save with semicolons or tabs. */
function sniffDelimiter(text: string): string {
  const firstLine = text.slice(0, text.indexOf('\n') >>> 0);
  const counts = [',', ';', '\t'].map((d) => [d, firstLine.split(d).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

export async function parseXlsxSource(
  bytes: Buffer,
  sourceLanguage: string,
  limits: SourceLimits,
): Promise<SourceEntry[]> {
  const rows = await readXlsxSourceRows(bytes, limits);
  return entriesOfRows(rows, sourceLanguage, 'XLSX');
}
