import { columnIndex, readDateStyles, readSharedStrings, serialToIsoDate, StringItemText } from './xlsx-cells';
import { XlsxParts, workbookLayout } from './xlsx-parts';
import { checkZipLimits, ZipLimits, ZipOpenError } from './zip-limits';

/** A worksheet row as the text its cells show, with the row number a spreadsheet gives it. */
export interface XlsxRow {
  cells: string[];
  line: number;
}

interface SheetContext {
  sharedStrings: string[];
  dateStyles: Set<number>;
  date1904: boolean;
}

/** A cell being read: its type (`t`), style (`s`), value (`<v>`) and inline string (`<is>`). */
interface CellState {
  column: number;
  type: string;
  style: number;
  value: string;
  inValue: boolean;
  inInline: boolean;
}

/** The text a cell shows: rich text joined, a formula's cached result, dates as ISO text, errors empty. */
function cellText(cell: CellState, inline: string, context: SheetContext): string {
  switch (cell.type) {
    case 's':
      return context.sharedStrings[Number(cell.value)] ?? '';
    case 'inlineStr':
      return inline;
    case 'str':
    case 'd':
      return cell.value;
    case 'b':
      return cell.value === '' ? '' : String(Number(cell.value) !== 0);
    case 'e':
      return '';
    default: {
      if (cell.value.trim() === '') return '';
      const number = Number(cell.value);
      return context.dateStyles.has(cell.style) ? serialToIsoDate(number, context.date1904) : String(number);
    }
  }
}

/**
 * A copy of its own: saxes hands text as slices of the chunk it parsed, and V8 keeps a whole
 * chunk alive for each slice kept, so the answer would hold the sheet's XML (100,000 terms:
 * 106 MB of heap left after reading, 50 MB with copies).
 */
const ownCopy = (text: string) => (text.length < 13 ? text : Buffer.from(text, 'utf8').toString('utf8'));

/** Streams one worksheet part into rows, holding one row's cells at a time besides the answer. */
async function readSheet(parts: XlsxParts, path: string, context: SheetContext): Promise<XlsxRow[]> {
  const rows: XlsxRow[] = [];
  const inline = new StringItemText();
  let row: XlsxRow | undefined;
  let cell: CellState | undefined;
  let lastLine = 0;
  await parts.read(path, {
    open(name, attributes) {
      if (name === 'row') {
        lastLine = attributes.r ? Number(attributes.r) : lastLine + 1;
        row = { cells: [], line: lastLine };
      } else if (name === 'c' && row) {
        const column = attributes.r ? columnIndex(attributes.r) : row.cells.length;
        const style = Number(attributes.s ?? 0);
        cell = { column, type: attributes.t ?? 'n', style, value: '', inValue: false, inInline: false };
      } else if (cell && name === 'v') cell.inValue = true;
      else if (cell && name === 'is') cell.inInline = true;
      else if (cell?.inInline) inline.open(name);
    },
    text(text) {
      if (cell?.inValue) cell.value += text;
      else if (cell?.inInline) inline.append(text);
    },
    close(name) {
      if (name === 'row' && row) {
        // As exceljs's eachRow did: a row of formatting only is not a row.
        if (row.cells.some((text) => text !== '')) rows.push(row);
        row = undefined;
      } else if (name === 'c' && row && cell) {
        while (row.cells.length < cell.column) row.cells.push('');
        row.cells[cell.column] = ownCopy(cellText(cell, inline.take(), context));
        cell = undefined;
      } else if (cell && name === 'v') cell.inValue = false;
      else if (cell && name === 'is') cell.inInline = false;
      else if (cell?.inInline) inline.close(name);
    },
  });
  return rows;
}

/**
 * The first worksheet of an uploaded XLSX as text rows, once its zip has passed the limits.
 * Read as streams (yauzl, saxes): the shared strings, the styles' date formats, then the sheet
 * row by row, so memory holds the strings and the rows, not a workbook model (exceljs's full
 * reader took 0.5 GB for 100,000 terms; its streaming reader keeps only the last run of an
 * inline rich text and decodes entities twice: libs/term-files/README.md). Throws ZipLimitError,
 * or ZipOpenError when the file does not open or has no worksheet; `what` names the file in
 * messages ("XLSX source").
 */
export async function readXlsxRows(bytes: Buffer, what: string, limits: ZipLimits): Promise<XlsxRow[]> {
  await checkZipLimits(bytes, what, limits);
  let parts: XlsxParts;
  try {
    parts = await XlsxParts.open(bytes);
  } catch (error) {
    throw new ZipOpenError(`The ${what} does not open: ${(error as Error).message}`);
  }
  try {
    const layout = await workbookLayout(parts);
    if (!layout.firstSheet) throw new ZipOpenError(`The ${what} has no worksheet`);
    const context: SheetContext = {
      sharedStrings: await readSharedStrings(parts, layout.sharedStrings),
      dateStyles: await readDateStyles(parts, layout.styles),
      date1904: layout.date1904,
    };
    return await readSheet(parts, layout.firstSheet, context);
  } catch (error) {
    if (error instanceof ZipOpenError) throw error;
    throw new ZipOpenError(`The ${what} does not open: ${(error as Error).message}`);
  } finally {
    parts.close();
  }
}
