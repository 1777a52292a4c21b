import { checkZipLimits, ZipLimitError, ZipLimits, ZipOpenError } from '@app/common';
import ExcelJS from 'exceljs';
import { itemsOfTable, TableLanguages, TableRow } from './table-layout';
import { TermFileItem, TermFileParseError } from './term-file-item';

/** An XLSX of a few megabytes unpacks to some tens; more is a zip bomb. */
export const XLSX_LIMITS: ZipLimits = { maxUnpackedBytes: 64 * 1024 * 1024, maxZipEntries: 1_000 };

/** The text a cell shows: rich text joined, a formula's cached result, dates as ISO text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return value.text;
  if ('result' in value) return value.result === undefined ? '' : cellText(value.result);
  return '';
}

/** The first worksheet, with the CSV layout; rows are numbered as the spreadsheet shows them. */
export async function readXlsx(bytes: Buffer, languages: TableLanguages): Promise<TermFileItem[]> {
  try {
    await checkZipLimits(bytes, 'XLSX file', XLSX_LIMITS);
  } catch (error) {
    if (error instanceof ZipLimitError || error instanceof ZipOpenError) throw new TermFileParseError(error.message);
    throw error;
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw new TermFileParseError(`the XLSX file does not open: ${(error as Error).message}`);
  }
  const sheet = workbook.worksheets.at(0);
  if (!sheet) throw new TermFileParseError('the XLSX file has no worksheet');
  const rows: TableRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    // Cells never written stay holes in the array; Array.from turns them into undefined.
    const filled = Array.from(cells as (string | undefined)[], (cell) => cell ?? '');
    if (filled.some((cell) => cell.trim() !== '')) rows.push({ cells: filled, line });
  });
  return itemsOfTable(rows, languages, 'XLSX');
}
