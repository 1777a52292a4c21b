import { SourceFormat } from '@app/contracts';
import { stripBom } from './source-entry';

const BY_EXTENSION: Partial<Record<string, SourceFormat>> = {
  json: 'json',
  csv: 'csv',
  xlsx: 'xlsx',
  xlf: 'xliff',
  xliff: 'xliff',
  po: 'po',
  pot: 'po',
  yaml: 'yaml',
  yml: 'yaml',
};

const BY_MEDIA_TYPE: Partial<Record<string, SourceFormat>> = {
  'application/json': 'json',
  'text/json': 'json',
  'text/csv': 'csv',
  'application/csv': 'csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/xliff+xml': 'xliff',
  'application/x-xliff+xml': 'xliff',
  'text/x-gettext-translation': 'po',
  'text/x-po': 'po',
  'application/x-po': 'po',
  'application/yaml': 'yaml',
  'application/x-yaml': 'yaml',
  'text/yaml': 'yaml',
  'text/x-yaml': 'yaml',
};

export interface SourceHints {
  /** File name or URL path. */
  name?: string | null;
  contentType?: string | null;
}

/** The format a file name or media type states, when it states one. */
export function formatFromHints(hints: SourceHints): SourceFormat | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(hints.name?.split(/[?#]/)[0] ?? '')?.[1].toLowerCase();
  const byExtension = extension && BY_EXTENSION[extension];
  if (byExtension) return byExtension;
  const mediaType = hints.contentType?.split(';')[0].trim().toLowerCase();
  if (!mediaType) return null;
  return BY_MEDIA_TYPE[mediaType] ?? null;
}

/** The format the bytes look like: a zip is a workbook, markup by its root element, and so on. */
export function sniffFormat(bytes: Buffer): SourceFormat {
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'xlsx';
  const head = stripBom(bytes.subarray(0, 4_096).toString('utf8')).trimStart();
  if (head.startsWith('{') || head.startsWith('[')) return 'json';
  if (head.startsWith('<')) return /<resources[\s>]/.test(head) ? 'android' : 'xliff';
  if (/^(?:#[^\n]*\n|\s)*(?:msgctxt|msgid)\s+"/.test(head)) return 'po';
  if (/^"?key"?\s*[,;\t]/i.test(head)) return 'csv';
  return 'yaml';
}

/** A `.xml` name says nothing about the vocabulary: markup is told apart by its root element. */
export function detectSourceFormat(bytes: Buffer, hints: SourceHints = {}): SourceFormat {
  const stated = formatFromHints(hints);
  if (stated) return stated;
  return sniffFormat(bytes);
}
