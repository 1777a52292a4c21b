import { isGlossaryLanguageCode } from '@app/contracts';
import { TermFileDefinition, TermFileItem, TermFileLayoutError, TermFileParseError } from './term-file-item';

/** A row of a CSV, TSV or XLSX file with the line (or row number) it starts on. */
export interface TableRow {
  cells: string[];
  line: number;
}

/** DeepL's headerless layout names its two columns' languages in the request. */
export interface TableLanguages {
  sourceLanguage?: string;
  targetLanguage?: string;
}

type Field = 'term' | 'definition' | 'caseSensitivity';
interface Column {
  language: string;
  field: Field;
}

const FIELDS: Record<string, Field> = { definition: 'definition', casesensitivity: 'caseSensitivity' };

/** `en`, `en:definition`, `en:caseSensitivity` (any case), or null when the cell is not a header. */
function columnOf(cell: string): Column | null {
  const [language, suffix, ...rest] = cell.trim().split(':') as [string, string | undefined, ...string[]];
  if (rest.length > 0 || !isGlossaryLanguageCode(language)) return null;
  if (suffix === undefined) return { language, field: 'term' };
  const field = FIELDS[suffix.trim().toLowerCase()] as Field | undefined;
  return field ? { language, field } : null;
}

/** The column of the terms' translationFlag (`false`: do not translate), which exports write last. */
export const TRANSLATION_FLAG_COLUMN = 'translationFlag';

interface Header {
  columns: (Column | null)[];
  /** Index of the translationFlag column, -1 when there is none. */
  flagColumn: number;
}

/**
 * The header when the first row is one: every non-empty cell a language column (or the
 * translationFlag column), one at least a term column.
 */
function headerOf(row: TableRow): Header | null {
  const isFlag = (cell: string) => cell.trim().toLowerCase() === TRANSLATION_FLAG_COLUMN.toLowerCase();
  const flagColumn = row.cells.findIndex(isFlag);
  const columns = row.cells.map((cell) => (cell.trim() === '' || isFlag(cell) ? null : columnOf(cell)));
  const named = row.cells.filter((cell) => cell.trim() !== '' && !isFlag(cell)).length;
  if (columns.filter((c) => c !== null).length !== named || !columns.some((c) => c?.field === 'term')) return null;
  const seen = new Set<string>();
  for (const column of columns) {
    if (!column) continue;
    const key = `${column.language.toLowerCase()}:${column.field}`;
    if (seen.has(key)) throw new TermFileParseError(`the header names column "${key}" twice`, row.line);
    seen.add(key);
  }
  return { columns, flagColumn };
}

/**
 * The bulk items of a table: with a header row of language codes (CONTRACT), or DeepL's
 * headerless `source,target` rows when the request names both languages. Data rows count from 0
 * after the header, as `failed[].index` does.
 */
export function itemsOfTable(rows: TableRow[], languages: TableLanguages, what: string): TermFileItem[] {
  if (rows.length === 0) throw new TermFileParseError(`the ${what} file holds no rows`);
  const header = headerOf(rows[0]);
  if (header) return rows.slice(1).map((row) => itemWithHeader(row, header));
  const { sourceLanguage, targetLanguage } = languages;
  if (sourceLanguage && targetLanguage)
    return rows.map((row) => ({
      line: row.line,
      definitions: [
        { language: sourceLanguage, term: row.cells[0] ?? '', definition: '' },
        { language: targetLanguage, term: row.cells[1] ?? '', definition: '' },
      ],
    }));
  throw new TermFileLayoutError(
    `The ${what} file's first row is not a header of language codes (such as "en,de" or "en,en:definition,de"), ` +
      'and the request does not name sourceLanguage and targetLanguage for a headerless two-column (source,target) file',
  );
}

function withoutMark(d: TermFileDefinition & { filled: boolean }): TermFileDefinition {
  const { language, term, definition, caseSensitivity } = d;
  return caseSensitivity === undefined
    ? { language, term, definition }
    : { language, term, definition, caseSensitivity };
}

const FLAG_VALUES: Record<string, boolean> = { true: true, yes: true, '1': true, false: false, no: false, '0': false };

/** `true`/`false` (also yes/no, 1/0), nothing when blank; another value as written, for the bulk checks to refuse. */
function flagOf(cell: string | undefined): boolean | string | undefined {
  const value = (cell ?? '').trim();
  if (value === '') return undefined;
  return FLAG_VALUES[value.toLowerCase()] ?? value;
}

function itemWithHeader(row: TableRow, { columns, flagColumn }: Header): TermFileItem {
  const byLanguage = new Map<string, TermFileDefinition & { filled: boolean }>();
  columns.forEach((column, i) => {
    if (!column) return;
    const cell = row.cells[i] ?? '';
    let definition = byLanguage.get(column.language);
    if (!definition) {
      definition = { language: column.language, term: '', definition: '', filled: false };
      byLanguage.set(column.language, definition);
    }
    if (cell.trim() === '') return;
    definition.filled = true;
    if (column.field === 'caseSensitivity') definition.caseSensitivity = cell.trim();
    else definition[column.field] = cell;
  });
  const all = [...byLanguage.values()];
  // Languages left blank in this row are not part of the term; a row with no term at all stays, to be reported.
  const filled = all.filter((d) => d.filled);
  const translationFlag = flagColumn < 0 ? undefined : flagOf(row.cells[flagColumn]);
  return {
    line: row.line,
    definitions: (filled.length > 0 ? filled : all).map(withoutMark),
    ...(translationFlag === undefined ? {} : { translationFlag }),
  };
}
