import { gunzipSync, gzipSync } from 'node:zlib';
import type { GlossaryEntriesResponse } from './glossary-entries.messages';

/**
 * The answer of `Subjects.glossary.getEntriesPacked` (same request as `getEntries`). A large
 * glossary's entries exceed NATS's default 1 MiB message limit (10,000 terms in one language
 * are already about 1.1 MB of JSON), so a large answer travels gzipped (entries compress about
 * tenfold); a small one goes as is. Read it with `unpackGlossaryEntries`.
 */
export type PackedGlossaryEntries =
  { encoding: 'json'; entries: GlossaryEntriesResponse } | { encoding: 'gzip'; data: string };

/** Above this JSON size the entries are compressed. */
export const ENTRIES_COMPRESS_ABOVE_BYTES = 128 * 1024;

export function packGlossaryEntries(entries: GlossaryEntriesResponse): PackedGlossaryEntries {
  const json = JSON.stringify(entries);
  if (Buffer.byteLength(json) <= ENTRIES_COMPRESS_ABOVE_BYTES) return { encoding: 'json', entries };
  return { encoding: 'gzip', data: gzipSync(json, { level: 1 }).toString('base64') };
}

export function unpackGlossaryEntries(packed: PackedGlossaryEntries): GlossaryEntriesResponse {
  if (packed.encoding === 'json') return packed.entries;
  return JSON.parse(gunzipSync(Buffer.from(packed.data, 'base64')).toString('utf8')) as GlossaryEntriesResponse;
}
