import { bothForms, contextsMisaligned, csvFilesTooLarge, textFailed } from './translation.errors';
import { BatchTranslationResult, CsvFilePayload } from '@app/contracts';

/** What uploads/multipart-files.ts hands over for each uploaded file (the fields used here). */
export interface UploadedCsv {
  originalname: string;
  buffer: Buffer;
}

/**
 * Files travel to the translation service inside one NATS message, and the translation back in
 * another; NATS refuses messages over its max_payload (1 MiB by default). Larger uploads get a
 * clear 413 instead of a failed request.
 */
export const MAX_FILE_BYTES_OVER_NATS = 768 * 1024;

/** Form A (`textContent`) or Form B (`text`): the one text to translate, if any. */
export function textOfForms(textContent: string | undefined, text: string | undefined): string | undefined {
  if (textContent !== undefined && text !== undefined) {
    throw bothForms();
  }
  return textContent ?? text;
}

export function csvPayloads(files: UploadedCsv[] | undefined): CsvFilePayload[] | undefined {
  if (!files?.length) return undefined;
  const bytes = files.reduce((sum, f) => sum + f.buffer.length, 0);
  if (bytes > MAX_FILE_BYTES_OVER_NATS) {
    throw csvFilesTooLarge(bytes, MAX_FILE_BYTES_OVER_NATS);
  }
  return files.map((f) => ({ filename: f.originalname || 'file.csv', content: f.buffer.toString('utf8') }));
}

export function assertContextsAligned(texts: unknown[], contexts: unknown[] | null | undefined): void {
  if (contexts && contexts.length !== texts.length) {
    throw contextsMisaligned(contexts.length, texts.length);
  }
}

/**
 * Form B of a batch: the strings in input order. An array of strings has no place for an error,
 * so a failed text fails the request with that text's error.
 */
export function batchAsFormB(result: BatchTranslationResult): string[] {
  const failed = result.translations.find((t) => t.error);
  if (failed?.error) {
    throw textFailed(`Text ${failed.index}: ${failed.error.message}`, failed.error.code, [
      { index: failed.index, ...failed.error },
    ]);
  }
  return result.translations.map((t) => t.content ?? '');
}
