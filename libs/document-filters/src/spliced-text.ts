import { DocumentLimits, ReadDocument, WriteOptions } from './document-filter';
import { DocumentError, documentLimit } from './document-error';
import { DecodedText } from './text-encoding';

/** A stretch of the source text that a unit stands for, and how a translation is written there. */
export interface UnitSplice {
  start: number;
  end: number;
  unit: string;
  /** The text to put in place of `[start, end)` for this unit's translation (inline-tagged). */
  render(translated: string, options: WriteOptions): string;
}

/** A change outside the units that depends on the target (`<html lang>`, XLIFF `target-language`). */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

/**
 * A filter's work as a promise: a refusal is a rejection, never a throw from `read` itself. A
 * stack exhausted by nesting (100,000 nested `<b>`) is a limit the file broke, not a crash.
 */
export const settle = <T>(work: () => T): Promise<T> =>
  new Promise<T>((resolve) => resolve(work())).catch((error: unknown) => {
    if (error instanceof RangeError) throw new DocumentError('limit', 'the document nests too deeply to read');
    throw error;
  });

export function checkSize(bytes: Buffer, limits: DocumentLimits): void {
  if (bytes.length > limits.maxBytes) throw documentLimit('bytes', limits.maxBytes);
}

/**
 * The text formats' document: the source with each unit's stretch replaced by its rendered
 * translation, and every other character as it was (the file is never re-serialized).
 */
export function splicedDocument(
  source: DecodedText,
  splices: readonly UnitSplice[],
  limits: DocumentLimits,
  format: string,
  edits: (options: WriteOptions) => Edit[] = () => [],
): ReadDocument {
  if (splices.length === 0) throw new DocumentError('empty', `the ${format} file has no text to translate`);
  if (splices.length > limits.maxUnits) throw documentLimit('translatable units', limits.maxUnits);
  return {
    units: splices.map((s) => s.unit),
    write: (translated, options) => {
      const changes: Edit[] = splices.map((s, i) => ({
        start: s.start,
        end: s.end,
        text: s.render(translated[i] ?? s.unit, options),
      }));
      changes.push(...edits(options));
      changes.sort((a, b) => a.start - b.start);
      let out = '';
      let at = 0;
      for (const change of changes) {
        out += source.text.slice(at, change.start) + change.text;
        at = change.end;
      }
      return Promise.resolve(source.encode(out + source.text.slice(at)));
    },
  };
}
