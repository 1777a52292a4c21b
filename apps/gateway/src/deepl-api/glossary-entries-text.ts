import { DomainException } from '@app/common';
import { parse } from 'csv-parse/sync';

/** One source -> target entry of a DeepL glossary dictionary. */
export interface GlossaryEntryPair {
  source: string;
  target: string;
}

export const ENTRIES_FORMATS = ['tsv', 'csv'] as const;
export type EntriesFormat = (typeof ENTRIES_FORMATS)[number];

/**
 * DeepL's glossary entries: TSV (`source<TAB>target` per line) or CSV (`source,target` with
 * optional `source_lang,target_lang` columns). Empty lines are skipped; a line without both
 * sides or a source given twice is refused, as DeepL does.
 */
export function parseGlossaryEntries(text: string, format: EntriesFormat): GlossaryEntryPair[] {
  const rows =
    format === 'tsv' ? text.split(/\r?\n/).map((line) => (line.trim() === '' ? [] : line.split('\t'))) : csvRows(text);
  const seen = new Set<string>();
  const entries: GlossaryEntryPair[] = [];
  rows.forEach((row, index) => {
    if (row.length === 0) return;
    const [source = '', target = ''] = row.map((cell) => cell.trim());
    if (!source || !target || (format === 'tsv' && row.length !== 2) || row.length > 4)
      throw DomainException.badRequest(
        `Invalid glossary entries: line ${index + 1} must be "source${format === 'tsv' ? '<TAB>' : ','}target"`,
      );
    if (seen.has(source))
      throw DomainException.badRequest(`Invalid glossary entries: the source term "${source}" is given twice`);
    seen.add(source);
    entries.push({ source, target });
  });
  return entries;
}

function csvRows(text: string): string[][] {
  try {
    return parse(text, { relax_column_count: true, skip_empty_lines: true, bom: true });
  } catch (error) {
    throw DomainException.badRequest(`Invalid glossary entries: the CSV does not parse (${(error as Error).message})`);
  }
}

/** DeepL's TSV; tabs and line breaks inside a term (possible in terms made through /v1) become spaces. */
export function formatGlossaryEntries(entries: GlossaryEntryPair[]): string {
  const cell = (text: string) => text.replace(/[\t\r\n]+/g, ' ');
  return entries.map((e) => `${cell(e.source)}\t${cell(e.target)}`).join('\n');
}
