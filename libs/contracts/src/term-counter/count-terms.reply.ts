import { gunzipSync, gzipSync } from 'node:zlib';
import type { CountTermsResponse } from './count-terms.messages';

/**
 * What travels back over NATS for a count. A 100,000-character text dense with terms gives
 * several megabytes of matches, over NATS's default 1 MiB message limit, so a large result is
 * sent gzipped (matches compress about tenfold); a small one goes as is.
 */
export type CountTermsReply = { encoding: 'json'; result: CountTermsResponse } | { encoding: 'gzip'; data: string };

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
  if (estimateReplyBytes(result) <= COUNT_REPLY_COMPRESS_ABOVE_BYTES) return { encoding: 'json', result };
  return { encoding: 'gzip', data: gzipSync(JSON.stringify(result), { level: 1 }).toString('base64') };
}

export function unpackCountTermsReply(reply: CountTermsReply): CountTermsResponse {
  if (reply.encoding === 'json') return reply.result;
  return JSON.parse(gunzipSync(Buffer.from(reply.data, 'base64')).toString('utf8')) as CountTermsResponse;
}
