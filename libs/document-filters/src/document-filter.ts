/**
 * The one interface every document format implements (issue 39, CONTRACT "Documents"). A filter
 * reads a file into translatable units and writes the same file back with each unit replaced by
 * its translation; everything between (sentences, cache, glossary, memory, engine batches,
 * progress, term report) is the pipeline's, shared by all formats.
 *
 * A unit is one block of running text (a paragraph, a heading, a table cell, a cue, an XLIFF
 * source) written as inline-tagged text (`inline-tags.ts`): `<g1>…</g1>` around runs with their
 * own formatting, `<x2/>` for anything inside the text that is not text (an image, a tab, a line
 * break, a field), `&lt;` `&gt;` `&amp;` for those characters. The pipeline cuts units into
 * sentences where no tag is open, so a sentence split by bold still goes to the engine whole.
 */
export type DocumentFormat =
  'docx' | 'pptx' | 'xlsx' | 'odt' | 'odp' | 'ods' | 'html' | 'markdown' | 'txt' | 'srt' | 'vtt' | 'xliff';

/** Bounds on what one document may unpack to; a file beyond one is a `DocumentError('limit')`. */
export interface DocumentLimits {
  /** The file itself. */
  maxBytes: number;
  /** Zip containers: the sum of the entries' uncompressed sizes (a zip bomb stops here). */
  maxUnpackedBytes: number;
  /** Zip containers: entries in the archive. */
  maxEntries: number;
  /** Translatable units in the document. */
  maxUnits: number;
}

export const DEFAULT_DOCUMENT_LIMITS: DocumentLimits = {
  maxBytes: 50 * 1024 * 1024,
  maxUnpackedBytes: 500 * 1024 * 1024,
  maxEntries: 10_000,
  maxUnits: 200_000,
};

export interface WriteOptions {
  /** The target language's code, for formats that record it (XLIFF `target-language`, `lang`, `w:lang`). */
  targetLanguage: string;
}

export interface ReadDocument {
  /** The document's units, in reading order, as inline-tagged text. */
  readonly units: readonly string[];
  /** The document with `translated[i]` in place of `units[i]`; everything else as it was. */
  write(translated: readonly string[], options: WriteOptions): Promise<Buffer>;
}

export interface DocumentFilter {
  readonly format: DocumentFormat;
  /** Lower-case extensions without the dot; the first is the one written. */
  readonly extensions: readonly string[];
  /** The media type the translated file is served with. */
  readonly mediaType: string;
  /**
   * Reads the file. Throws `DocumentError`: 'invalid' when the bytes are not this format (the
   * extension lied) or do not parse, 'limit' past a bound, 'encrypted' for a protected file.
   */
  read(bytes: Buffer, limits: DocumentLimits): Promise<ReadDocument>;
}
