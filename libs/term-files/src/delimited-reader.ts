import { parse } from 'csv-parse/sync';
import { itemsOfTable, TableLanguages, TableRow } from './table-layout';
import { unprotectFormula } from './formula-cells';
import { TermFileItem, TermFileParseError } from './term-file-item';

/**
 * The rows of a CSV or TSV, raw: RFC 4180 quoting in both (DeepL documents the same for its
 * entries), so a definition may hold a newline or a tab; empty lines and lines of empty cells are
 * skipped; `line` is the line a row ends on. Throws TermFileParseError naming the line.
 */
export function readDelimitedRows(input: Buffer | string, delimiter: ',' | ';' | '\t'): TableRow[] {
  const what = delimiter === '\t' ? 'TSV' : 'CSV';
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(input, {
      delimiter,
      bom: true,
      info: true,
      relax_column_count: true,
      // DeepL's TSV writes `5" screen` unquoted.
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    if (!isCsvError(error)) throw error;
    throw new TermFileParseError(`the ${what} does not parse: ${error.message}`, error.lines);
  }
  return records.map(({ record, info }) => ({ cells: record, line: info.lines }));
}

/**
 * A glossary file in CSV or TSV. A CSV whose first line has more semicolons than commas is read
 * with `;`, as Excel writes CSV where the comma is the decimal separator.
 */
export function readDelimited(bytes: Buffer, format: 'csv' | 'tsv', languages: TableLanguages): TermFileItem[] {
  const rows = readDelimitedRows(bytes, format === 'tsv' ? '\t' : csvDelimiter(bytes)).map((row) => ({
    ...row,
    cells: row.cells.map(unprotectFormula),
  }));
  return itemsOfTable(rows, languages, format.toUpperCase());
}

/** csv-parse's sync build throws its own copy of CsvError, so the class cannot be compared. */
function isCsvError(error: unknown): error is Error & { lines?: number } {
  return error instanceof Error && 'code' in error && String(error.code).startsWith('CSV_');
}

function csvDelimiter(bytes: Buffer): ',' | ';' {
  const firstLine = bytes
    .subarray(0, 64 * 1024)
    .toString('utf8')
    .split('\n', 1)[0];
  const count = (char: string) => firstLine.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}
