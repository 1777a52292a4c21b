import { Logger } from '@nestjs/common';
import {
  DEFAULT_DOCUMENT_LIMITS,
  DocumentError,
  DocumentFilter,
  DocumentLimits,
  filterForFilename,
  ReadDocument,
  segmentUnits,
} from '@app/document-filters';
import { LocalizationLimits } from '@app/contracts';
import { documentRefused, documentWithoutText } from './documents.errors';

const logger = new Logger('DocumentReading');

/** Uploads are at most 10 MiB; the unpacking bounds are the filters' own. */
export const DOCUMENT_LIMITS: DocumentLimits = {
  ...DEFAULT_DOCUMENT_LIMITS,
  maxBytes: LocalizationLimits.maxFileBytes,
};

/**
 * The filter for the name and the file read by it; a `DocumentError` becomes its 400 or 422. Any
 * other failure of a parser on an untrusted file is a 422 too (logged: it is a filter's bug to fix),
 * never a 500 for bad input.
 */
export async function readDocument(
  filename: string,
  bytes: Buffer,
): Promise<{ filter: DocumentFilter; read: ReadDocument }> {
  let filter: DocumentFilter | undefined;
  try {
    filter = filterForFilename(filename);
    if (bytes.length === 0) throw new DocumentError('empty', 'the file is empty');
    return { filter, read: await filter.read(bytes, DOCUMENT_LIMITS) };
  } catch (error) {
    if (error instanceof DocumentError) throw documentRefused(error);
    logger.warn({ format: filter?.format, err: (error as Error).message }, 'a filter failed on a file');
    throw documentRefused(
      new DocumentError('invalid', `the file could not be read as ${filter?.format ?? 'a document'}`),
    );
  }
}

/** The distinct sentences to translate; none is a 422 (nothing to do). `auto` cuts as English would. */
export function sentencesOf(units: readonly string[], sourceLanguage: string): string[] {
  const sentences = segmentUnits(units, sourceLanguage === 'auto' ? 'en' : sourceLanguage).sentences;
  if (sentences.length === 0) throw documentWithoutText();
  return [...sentences];
}
