import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * A JSON message sent gzipped. NATS refuses messages over the server's max_payload (1 MiB by
 * default); a 5,000-term glossary or the matches of a 100,000-character text are larger, and
 * their JSON compresses about tenfold. A reply is either the plain value or this wrapper, which
 * no plain reply resembles (none has an `encoding` member).
 */
export interface GzipPackedJson {
  encoding: 'gzip';
  /** Base64 of the gzipped UTF-8 JSON. */
  data: string;
}

export function isGzipPackedJson(value: unknown): value is GzipPackedJson {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { encoding?: unknown; data?: unknown };
  return candidate.encoding === 'gzip' && typeof candidate.data === 'string';
}

export function packJson(value: unknown): GzipPackedJson {
  return packJsonText(JSON.stringify(value));
}

/** For a caller that has serialised the value already (to measure it), as text or UTF-8 bytes. */
export function packJsonText(json: string | Uint8Array): GzipPackedJson {
  return { encoding: 'gzip', data: gzipSync(json, { level: 1 }).toString('base64') };
}

/** The value itself, whether it came plain or packed. */
export function unpackJson<T>(value: T | GzipPackedJson): T {
  return isGzipPackedJson(value) ? (JSON.parse(packedJsonBytes(value).toString('utf8')) as T) : value;
}

/** The UTF-8 bytes of a packed value's JSON, for a caller that only passes them on (no decoding). */
export function packedJsonBytes(value: GzipPackedJson): Buffer {
  return gunzipSync(Buffer.from(value.data, 'base64'));
}
