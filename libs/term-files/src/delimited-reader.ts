import { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { itemsOfTable, TableLanguages, TableRow } from './table-layout';
import { unprotectFormula } from './formula-cells';
import { TermFileItem, TermFileParseError } from './term-file-item';

/** CSV (`,`) or TSV (tab): RFC 4180 quoting in both, so a definition may hold a newline or a tab. */
export function readDelimited(
  bytes: Buffer,
  delimiter: ',' | '\t',
  languages: TableLanguages,
): TermFileItem[] {
  const what = delimiter === ',' ? 'CSV' : 'TSV';
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(bytes, {
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
    if (error instanceof CsvError)
      throw new TermFileParseError(`the ${what} file does not parse: ${error.message}`, lineOf(error));
    throw error;
  }
  const rows: TableRow[] = records.map(({ record, info }) => ({
    cells: record.map(unprotectFormula),
    line: info.lines,
  }));
  return itemsOfTable(rows, languages, what);
}

function lineOf(error: CsvError): number | undefined {
  return typeof error.lines === 'number' ? error.lines : undefined;
}
