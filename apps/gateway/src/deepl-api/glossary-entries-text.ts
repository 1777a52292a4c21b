import { invalidGlossaryEntries } from './deepl.errors';
import { readDelimitedRows, TermFileParseError } from '@app/term-files';

/** One source -> target entry of a DeepL glossary dictionary. */
export interface GlossaryEntryPair {
  source: string;
  target: string;
}

export const ENTRIES_FORMATS = ['tsv', 'csv'] as const;
export type EntriesFormat = (typeof ENTRIES_FORMATS)[number];

/**
 * DeepL's glossary entries: TSV (`source<TAB>target` per line) or CSV (`source,target` with
 * optional `source_lang,target_lang` columns), read by the glossary files' reader (libs/term-files)
 * with DeepL's stricter rules on top: a line without both sides, a TSV line of more than two
 * cells or a source given twice is refused, as DeepL does, rather than reported per term.
 */
export function parseGlossaryEntries(text: string, format: EntriesFormat): GlossaryEntryPair[] {
  const seen = new Set<string>();
  return entryRows(text, format).map(({ cells, line }) => {
    const [source = '', target = ''] = cells.map((cell) => cell.trim());
    if (!source || !target || (format === 'tsv' && cells.length !== 2) || cells.length > 4)
      throw invalidGlossaryEntries(`line ${line} must be "source${format === 'tsv' ? '<TAB>' : ','}target"`);
    if (seen.has(source)) throw invalidGlossaryEntries(`the source term "${source}" is given twice`);
    seen.add(source);
    return { source, target };
  });
}

function entryRows(text: string, format: EntriesFormat) {
  try {
    return readDelimitedRows(text, format === 'tsv' ? '\t' : ',');
  } catch (error) {
    if (error instanceof TermFileParseError) throw invalidGlossaryEntries(error.message);
    throw error;
  }
}

/** DeepL's TSV; tabs and line breaks inside a term (possible in terms made through /v1) become spaces. */
export function formatGlossaryEntries(entries: GlossaryEntryPair[]): string {
  const cell = (text: string) => text.replace(/[\t\r\n]+/g, ' ');
  return entries.map((e) => `${cell(e.source)}\t${cell(e.target)}`).join('\n');
}
