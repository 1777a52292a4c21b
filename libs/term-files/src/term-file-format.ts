import { TermFileFormat } from '@app/contracts';

export type { TermFileFormat } from '@app/contracts';

export const TERM_FILE_MEDIA_TYPES: Record<TermFileFormat, string> = {
  tbx: 'application/x-tbx+xml; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  tsv: 'text/tab-separated-values; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const EXTENSIONS: Record<string, TermFileFormat> = {
  tbx: 'tbx',
  xml: 'tbx',
  csv: 'csv',
  tsv: 'tsv',
  tab: 'tsv',
  xlsx: 'xlsx',
};

/**
 * An uploaded file's format: its extension, else its content (a zip is XLSX, markup is TBX, a tab
 * in the first line is TSV, anything else CSV).
 */
export function detectTermFileFormat(bytes: Buffer, filename: string): TermFileFormat {
  const extension = /\.([A-Za-z]+)$/.exec(filename)?.[1]?.toLowerCase();
  const byName = extension ? EXTENSIONS[extension] : undefined;
  if (byName) return byName;
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return 'xlsx';
  const start = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\ufeff/, '');
  if (start.trimStart().startsWith('<')) return 'tbx';
  return start.split('\n', 1)[0].includes('\t') ? 'tsv' : 'csv';
}
