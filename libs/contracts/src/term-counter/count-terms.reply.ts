import type { CountTermsResponse } from './count-terms.messages';
import { GzipPackedJson, packJson, unpackJson } from './packed-json';

/**
 * What travels back over NATS for a count: the result, or the result gzipped when it is large (a
 * 100,000-character text dense with terms gives megabytes of matches, over NATS's 1 MiB limit).
 */
export type CountTermsReply = CountTermsResponse | GzipPackedJson;

/** Above this estimated size the result is compressed; well under NATS's default 1 MiB. */
export const COUNT_REPLY_COMPRESS_ABOVE_BYTES = 256 * 1024;

/** Bytes per match besides its texts: field names, ids, numbers, quotes. */
const MATCH_OVERHEAD_BYTES = 200;

/** A cheap upper bound of the JSON size, so the common small result is not serialised twice. */
export function estimateReplyBytes(result: CountTermsResponse): number {
  let units = 1_000;
  for (const side of [result.source, result.target]) {
    if (!side) continue;
    for (const m of side.matches) units += MATCH_OVERHEAD_BYTES + m.text.length + m.glossaryTerm.length;
    for (const m of side.ambiguousMatches) units += MATCH_OVERHEAD_BYTES + m.text.length + m.glossaryTerm.length;
  }
  for (const t of result.terms ?? []) {
    units += MATCH_OVERHEAD_BYTES + t.sourceTerm.length + (t.targetTerm?.length ?? 0);
    for (const s of [...t.targetCaseMismatches, ...t.targetSpellingVariants]) units += 50 + s.text.length;
  }
  // A UTF-16 unit is at most 3 UTF-8 bytes (a surrogate pair is 4 bytes for 2 units).
  return units * 3;
}

export function packCountTermsReply(result: CountTermsResponse): CountTermsReply {
  return estimateReplyBytes(result) <= COUNT_REPLY_COMPRESS_ABOVE_BYTES ? result : packJson(result);
}

export function unpackCountTermsReply(reply: CountTermsReply): CountTermsResponse {
  return unpackJson(reply);
}
