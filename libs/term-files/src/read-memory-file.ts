import { readXlsxRows, ZipLimitError, ZipOpenError } from '@app/common';
import { isGlossaryLanguageCode } from '@app/contracts';
import { readDelimitedRows } from './delimited-reader';
import { MemoryFileFormat } from './memory-file-writers';
import { TableRow } from './table-layout';
import { textChunks } from './text-chunks';
import { TermFileParseError } from './term-file-item';
import { TmxItem, TmxReader } from './tmx-reader';
import { XLSX_LIMITS } from './xlsx-reader';

/**
 * The units of a translation memory file. TMX is parsed as it streams in; a table (CSV, TSV,
 * XLSX) has a header row of language codes: the first column is the source language and each
 * other column a target, one unit per filled target cell. Throws TermFileParseError (422).
 */
export async function readMemoryFile(input: AsyncIterable<Buffer>, format: MemoryFileFormat): Promise<TmxItem[]> {
  if (format === 'tmx') {
    const items: TmxItem[] = [];
    for await (const batch of TmxReader.read(textChunks(input))) items.push(...batch);
    return items;
  }
  const bytes = Buffer.concat(await collect(input));
  const rows = format === 'xlsx' ? await xlsxRows(bytes) : readDelimitedRows(bytes, format === 'tsv' ? '\t' : ',');
  return unitsOfTable(rows, format.toUpperCase());
}

async function collect(input: AsyncIterable<Buffer>): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(chunk);
  return chunks;
}

async function xlsxRows(bytes: Buffer): Promise<TableRow[]> {
  try {
    const rows = await readXlsxRows(bytes, 'XLSX file', XLSX_LIMITS);
    return rows.filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  } catch (error) {
    if (error instanceof ZipLimitError || error instanceof ZipOpenError) throw new TermFileParseError(error.message);
    throw error;
  }
}

function unitsOfTable(rows: TableRow[], what: string): TmxItem[] {
  if (rows.length === 0) throw new TermFileParseError(`the ${what} file holds no rows`);
  const header = rows[0].cells.map((cell) => cell.trim());
  if (header.length < 2 || !header.every((code) => code === '' || isGlossaryLanguageCode(code)))
    throw new TermFileParseError(
      `the first row must be a header of language codes, the source language first (such as "en,es")`,
      rows[0].line,
    );
  const items: TmxItem[] = [];
  for (const row of rows.slice(1)) {
    for (let column = 1; column < header.length; column++) {
      const target = row.cells[column] ?? '';
      if (!header[column] || target === '') continue;
      items.push({
        unit: items.length,
        line: row.line,
        sourceLanguage: header[0],
        targetLanguage: header[column],
        source: row.cells[0] ?? '',
        target,
      });
    }
  }
  return items;
}
