import { parse as parseCsv } from 'csv-parse/sync';
import { isKnownLanguageCode } from '@app/contracts';
import ExcelJS from 'exceljs';
import { SourceEntry, SourceParseError } from './source-entry';

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

export function parseCsvSource(text: string, sourceLanguage: string): SourceEntry[] {
  let rows: string[][];
  try {
    rows = parseCsv(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: false,
      delimiter: sniffDelimiter(text),
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

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return value.text;
  if ('result' in value) return cellText(value.result);
  return '';
}

export async function parseXlsxSource(bytes: Buffer, sourceLanguage: string): Promise<SourceEntry[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    throw new SourceParseError(`The XLSX source does not open: ${(error as Error).message}`);
  }
  const sheet = workbook.worksheets.at(0);
  if (!sheet) throw new SourceParseError('The XLSX source has no worksheet');
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(cellText(row.getCell(c).value));
    rows.push(cells);
  });
  return entriesOfRows(rows, sourceLanguage, 'XLSX');
}
