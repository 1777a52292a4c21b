import ExcelJS from 'exceljs';
import { checkZipLimits, ZipLimits, ZipOpenError } from './zip-limits';

/** A worksheet row as the text its cells show, with the row number a spreadsheet gives it. */
export interface XlsxRow {
  cells: string[];
  line: number;
}

/** The text a cell shows: rich text joined, a formula's cached result, dates as ISO text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return value.text;
  if ('result' in value) return cellText(value.result);
  return '';
}

/**
 * The first worksheet of an uploaded XLSX as text rows, once its zip has passed the limits
 * (exceljs unpacks every part into memory). Throws ZipLimitError, or ZipOpenError when the file
 * does not open or has no worksheet; `what` names the file in messages ("XLSX source").
 */
export async function readXlsxRows(bytes: Buffer, what: string, limits: ZipLimits): Promise<XlsxRow[]> {
  await checkZipLimits(bytes, what, limits);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw new ZipOpenError(`The ${what} does not open: ${(error as Error).message}`);
  }
  const sheet = workbook.worksheets.at(0);
  if (!sheet) throw new ZipOpenError(`The ${what} has no worksheet`);
  const rows: XlsxRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(cellText(row.getCell(c).value));
    rows.push({ cells, line });
  });
  return rows;
}
