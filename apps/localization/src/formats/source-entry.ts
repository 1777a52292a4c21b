/** One translatable string of a source file: its key and its text in the source language. */
export interface SourceEntry {
  key: string;
  text: string;
}

/** The source file cannot be read as its format says (422 at generate time, `failed` later). */
export class SourceParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SourceParseError';
  }
}

/** Removes a byte order mark, which editors on Windows like to add. */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export function decodeUtf8(bytes: Buffer): string {
  try {
    return stripBom(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new SourceParseError('The source file is not UTF-8 text');
  }
}
