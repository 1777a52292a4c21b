import { DocumentFilter, DocumentFormat } from './document-filter';
import { DocumentError } from './document-error';
import { plainTextFilter } from './plain-text';
import { htmlFilter } from './html';
import { markdownFilter } from './markdown';
import { ODP_FILTER, ODS_FILTER, ODT_FILTER } from './office/odf';
import { DOCX_FILTER, PPTX_FILTER, XLSX_FILTER } from './office/ooxml';
import { srtFilter, webVttFilter } from './subtitles';
import { xliffFilter } from './xliff';

/** Every filter, one per format; a format family's file may export several (ODT, ODP, ODS). */
export const DOCUMENT_FILTERS: readonly DocumentFilter[] = [
  DOCX_FILTER,
  PPTX_FILTER,
  XLSX_FILTER,
  ODT_FILTER,
  ODP_FILTER,
  ODS_FILTER,
  // Text formats (text-formats in the README).
  plainTextFilter,
  htmlFilter,
  markdownFilter,
  srtFilter,
  webVttFilter,
  xliffFilter,
];

export const SUPPORTED_EXTENSIONS = DOCUMENT_FILTERS.flatMap((f) => f.extensions);

/** The filter for a file name's extension; another extension is `DocumentError('unsupported')`. */
export function filterForFilename(filename: string): DocumentFilter {
  const extension = /\.([A-Za-z0-9]+)$/.exec(filename)?.[1]?.toLowerCase();
  const filter = extension ? DOCUMENT_FILTERS.find((f) => f.extensions.includes(extension)) : undefined;
  if (!filter)
    throw new DocumentError(
      'unsupported',
      `documents of this type are not supported; the formats are: ${SUPPORTED_EXTENSIONS.map((e) => `.${e}`).join(', ')}`,
    );
  return filter;
}

export function filterForFormat(format: DocumentFormat): DocumentFilter | undefined {
  return DOCUMENT_FILTERS.find((f) => f.format === format);
}

/** `report.docx` translated into `es` is `report.es.docx`. */
export function translatedFilename(filename: string, targetLanguage: string, filter: DocumentFilter): string {
  const dot = filename.lastIndexOf('.');
  const stem = dot > 0 ? filename.slice(0, dot) : filename;
  const extension = dot > 0 ? filename.slice(dot + 1) : filter.extensions[0];
  return `${stem}.${targetLanguage}.${extension}`;
}
