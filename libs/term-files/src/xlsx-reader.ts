import { readXlsxRows, ZipLimitError, ZipLimits, ZipOpenError, XlsxRow } from '@app/common';
import { itemsOfTable, TableLanguages } from './table-layout';
import { TermFileItem, TermFileParseError } from './term-file-item';

/** An XLSX of a few megabytes unpacks to some tens; more is a zip bomb. */
export const XLSX_LIMITS: ZipLimits = { maxUnpackedBytes: 64 * 1024 * 1024, maxZipEntries: 1_000 };

/** The first worksheet, with the CSV layout; rows are numbered as the spreadsheet shows them. */
export async function readXlsx(bytes: Buffer, languages: TableLanguages): Promise<TermFileItem[]> {
  let rows: XlsxRow[];
  try {
    rows = await readXlsxRows(bytes, 'XLSX file', XLSX_LIMITS);
  } catch (error) {
    if (error instanceof ZipLimitError || error instanceof ZipOpenError) throw new TermFileParseError(error.message);
    throw error;
  }
  // Rows whose cells are all blank (formatted but empty) are not rows of terms.
  return itemsOfTable(
    rows.filter((row) => row.cells.some((cell) => cell.trim() !== '')),
    languages,
    'XLSX',
  );
}
