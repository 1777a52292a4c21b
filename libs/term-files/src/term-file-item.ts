/** One language of a term as read from a file, in the shape of a bulk item's definition. */
export interface TermFileDefinition {
  language: string;
  term: string;
  definition: string;
  caseSensitivity?: string;
}

/**
 * One bulk item read from a file, with the line (TBX, CSV, TSV) or row (XLSX) it starts on, so a
 * refusal can point into the file. Languages are as the file wrote them, not yet mapped.
 */
export interface TermFileItem {
  definitions: TermFileDefinition[];
  /** `false` for a do-not-translate term; a value that is not a boolean is left for the bulk checks to report. */
  translationFlag?: boolean | string;
  line: number;
}

/** The file does not parse (422): `line` is where the reader stopped, when known. */
export class TermFileParseError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(line === undefined ? message : `Line ${line}: ${message}`);
    this.name = 'TermFileParseError';
  }
}

/**
 * The file parses but the request does not say how to read it (400): a table without a header
 * row of language codes and without the sourceLanguage and targetLanguage fields.
 */
export class TermFileLayoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TermFileLayoutError';
  }
}
