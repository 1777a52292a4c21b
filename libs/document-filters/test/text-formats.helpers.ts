import { readFileSync } from 'fs';
import { join } from 'path';
import { DEFAULT_DOCUMENT_LIMITS, DocumentError, DocumentFilter, ReadDocument } from '@app/document-filters';

export const limits = DEFAULT_DOCUMENT_LIMITS;
export const es = { targetLanguage: 'es' };
export const fixture = (name: string) => readFileSync(join(__dirname, 'test-data', name));

/** A fake translation that keeps the unit's tags and marks it, so each unit's place is visible. */
export const MARK = '«es»';
export const fakeTranslation = (unit: string) => `${MARK} ${unit}`;
export const marks = (text: string) => text.split(MARK).length - 1;

export async function roundTrip(
  filter: DocumentFilter,
  bytes: Buffer,
  translate: (unit: string) => string = fakeTranslation,
): Promise<{ doc: ReadDocument; out: Buffer }> {
  const doc = await filter.read(bytes, limits);
  return { doc, out: await doc.write(doc.units.map(translate), es) };
}

/** `[kind, message]` of a refused read, or undefined if it was read. */
export const refusal = (filter: DocumentFilter, bytes: Buffer | string): Promise<[string, string] | undefined> =>
  filter.read(Buffer.from(bytes), limits).then(
    () => undefined,
    (e: unknown) => {
      if (e instanceof DocumentError) return [e.kind, e.message];
      throw e;
    },
  );
