import type { CountTermsResponse } from './count-terms.messages';
import { GzipPackedJson, packJsonText, unpackJson } from './packed-json';

/**
 * What travels back over NATS for a count: the result, or the result gzipped when it is large (a
 * 100,000-character text dense with terms gives megabytes of matches, over NATS's 1 MiB limit).
 */
export type CountTermsReply = CountTermsResponse | GzipPackedJson;

/**
 * Results up to this size go plain: packing and unpacking cost more time (about 8 ms for 400 KB)
 * than sending the bytes. Leaves room under NATS's default 1 MiB for Nest's reply wrapper.
 */
export const COUNT_REPLY_PLAIN_MAX_BYTES = 768 * 1024;

export function packCountTermsReply(result: CountTermsResponse): CountTermsReply {
  // Encoded once: measured, then gzipped.
  const json = Buffer.from(JSON.stringify(result));
  return json.length <= COUNT_REPLY_PLAIN_MAX_BYTES ? result : packJsonText(json);
}

export function unpackCountTermsReply(reply: CountTermsReply): CountTermsResponse {
  return unpackJson(reply);
}
