import { OutputFormat } from '@app/contracts';
import { stringify as stringifyCsv } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { stringify as stringifyYaml } from 'yaml';

/** The result: one row per key, one column per target language. */
export interface TranslatedTable {
  languages: string[];
  rows: { key: string; values: Record<string, string> }[];
}

export interface WriteOptions {
  /**
   * OWASP CSV injection: a CSV or TSV cell starting with `=`, `+`, `-`, `@`, a tab or a carriage
   * return is written with a leading `'`, so a spreadsheet shows it as text instead of running
   * it. On by default; machine consumers that read the file back turn it off.
   */
  csvFormulaEscaping: boolean;
}

const FORMULA_TRIGGER = /^[=+\-@\t\r]/;

/** The cell as a spreadsheet will show it as text. */
export function escapeFormula(cell: string): string {
  return FORMULA_TRIGGER.test(cell) ? `'${cell}` : cell;
}

export interface WrittenFile {
  bytes: Buffer;
  contentType: string;
  extension: string;
}

/** `{key: {lang: text}}`, the shape SPEC gives for JSON, shared by YAML. */
function asTree(table: TranslatedTable): Record<string, Record<string, string>> {
  // No prototype: a key named `__proto__` from a hostile file is a key like any other.
  const tree = Object.create(null) as Record<string, Record<string, string>>;
  for (const row of table.rows)
    tree[row.key] = Object.fromEntries(table.languages.map((l) => [l, row.values[l] ?? '']));
  return tree;
}

function asRows(table: TranslatedTable): string[][] {
  return [
    ['key', ...table.languages],
    ...table.rows.map((row) => [row.key, ...table.languages.map((l) => row.values[l] ?? '')]),
  ];
}

function delimited(table: TranslatedTable, delimiter: string, options: WriteOptions): Buffer {
  const rows = asRows(table);
  const safe = options.csvFormulaEscaping ? rows.map((row) => row.map(escapeFormula)) : rows;
  return Buffer.from(stringifyCsv(safe, { delimiter }));
}

/** Text cells only: exceljs writes a formula only for `{formula}` values, never for strings. */
async function writeXlsx(table: TranslatedTable): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'translation-service';
  const sheet = workbook.addWorksheet('Translations', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = ['key', ...table.languages].map((header) => ({
    header,
    key: header,
    width: header === 'key' ? 32 : 48,
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of asRows(table).slice(1)) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function writeTable(
  table: TranslatedTable,
  format: OutputFormat,
  options: WriteOptions = { csvFormulaEscaping: true },
): Promise<WrittenFile> {
  switch (format) {
    case 'json':
      return {
        bytes: Buffer.from(JSON.stringify(asTree(table), null, 2) + '\n'),
        contentType: 'application/json; charset=utf-8',
        extension: 'json',
      };
    case 'yaml':
      return {
        bytes: Buffer.from(stringifyYaml(asTree(table), { lineWidth: 0 })),
        contentType: 'application/yaml; charset=utf-8',
        extension: 'yaml',
      };
    case 'csv':
      return {
        bytes: delimited(table, ',', options),
        contentType: 'text/csv; charset=utf-8',
        extension: 'csv',
      };
    case 'tsv':
      return {
        bytes: delimited(table, '\t', options),
        contentType: 'text/tab-separated-values; charset=utf-8',
        extension: 'tsv',
      };
    case 'xlsx':
      return {
        bytes: await writeXlsx(table),
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        extension: 'xlsx',
      };
  }
}

/** The source's format when it is a table format, else JSON. */
export function defaultOutputFormat(sourceFormat: string): OutputFormat {
  return sourceFormat === 'csv' || sourceFormat === 'tsv' || sourceFormat === 'xlsx' || sourceFormat === 'yaml'
    ? sourceFormat
    : 'json';
}
