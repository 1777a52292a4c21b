import ExcelJS from 'exceljs';
import { PassThrough, Readable } from 'node:stream';

/**
 * Text cells only (exceljs writes a formula only for `{formula}` values). Each as an inline rich
 * text: no shared-string table growing with the file, and exceljs reads these back exactly,
 * where its plain inline strings (`t="str"`) come back with `&amp;` decoded twice.
 */
const textCell = (text: string) => (text === '' ? null : { richText: [{ text }] });

/** One sheet written row by row as `pages` come: memory holds one page. */
export function xlsxTable(name: string, pages: AsyncIterable<string[][]>): Readable {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName(name));
  const write = async () => {
    for await (const rows of pages) for (const row of rows) sheet.addRow(row.map(textCell)).commit();
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}

/** Excel refuses sheet names over 31 characters or with `[]:*?/\`. */
function sheetName(name: string): string {
  return (
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 31)
      .trim() || 'Sheet 1'
  );
}
