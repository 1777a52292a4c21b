import { parse } from 'csv-parse/sync';
import { emptyCsvFile, invalidCsvFile, notUtf8Text } from './csv.errors';

/**
 * A CSV file taken apart so its text cells can be translated and the file put back together
 * as it was: same delimiter, line endings, byte-order mark, and quoting of every field.
 */
export interface CsvDocument {
  rows: string[][];
  /** Whether each field was quoted in the source. */
  quoted: boolean[][];
  delimiter: string;
  newline: string;
  bom: boolean;
  trailingNewline: boolean;
}

const DELIMITERS = [',', ';', '\t', '|'];

/** The delimiter that occurs most often outside quotes in the first line. */
function sniffDelimiter(text: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let inQuotes = false;
  for (const c of text) {
    if (c === '"') inQuotes = !inQuotes;
    else if (!inQuotes) {
      if (c === '\n' || c === '\r') break;
      const count = counts.get(c);
      if (count !== undefined) counts.set(c, count + 1);
    }
  }
  return [...counts.entries()].reduce((best, entry) => (entry[1] > best[1] ? entry : best), [',', 0])[0];
}

export function parseCsv(content: string, filename: string): CsvDocument {
  if (content.includes('\u0000') || content.includes('\uFFFD')) {
    throw notUtf8Text(filename);
  }
  const bom = content.startsWith('\uFEFF');
  const text = bom ? content.slice(1) : content;
  if (text.trim() === '') throw emptyCsvFile(filename);
  const delimiter = sniffDelimiter(text);
  const quoted: boolean[][] = [];
  let rows: string[][];
  try {
    rows = parse(text, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: false,
      cast: (value, context) => {
        (quoted[context.records] ??= [])[context.index] = context.quoting;
        return value;
      },
    });
  } catch (error) {
    throw invalidCsvFile(filename, (error as Error).message);
  }
  return {
    rows,
    quoted,
    delimiter,
    newline: text.includes('\r\n') ? '\r\n' : '\n',
    bom,
    trailingNewline: /\r?\n$/.test(text),
  };
}

function formatField(value: string, wasQuoted: boolean, delimiter: string): string {
  const needsQuotes = wasQuoted || value.includes(delimiter) || /["\r\n]/.test(value);
  return needsQuotes ? `"${value.replace(/"/g, '""')}"` : value;
}

export function formatCsv(doc: CsvDocument, rows: string[][]): string {
  const lines = rows.map((row, r) =>
    row.map((value, c) => formatField(value, doc.quoted[r]?.[c] ?? false, doc.delimiter)).join(doc.delimiter),
  );
  return (doc.bom ? '\uFEFF' : '') + lines.join(doc.newline) + (doc.trailingNewline ? doc.newline : '');
}

/** Cells worth translating: below the header row, containing letters, not a URL or an e-mail address. */
export function isTextCell(value: string): boolean {
  const trimmed = value.trim();
  return /\p{L}/u.test(trimmed) && !/^(https?:\/\/|www\.)\S+$/i.test(trimmed) && !/^\S+@\S+\.\S+$/.test(trimmed);
}
