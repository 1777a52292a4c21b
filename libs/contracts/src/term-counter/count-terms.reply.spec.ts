import type { CountTermsResponse, TermMatch } from './count-terms.messages';
import { COUNT_REPLY_COMPRESS_ABOVE_BYTES, estimateReplyBytes, packCountTermsReply, unpackCountTermsReply } from './count-terms.reply';

function resultWith(matchCount: number): CountTermsResponse {
  const match = (i: number): TermMatch => ({
    termId: '6f1c1b2e-3d4a-4e5f-8a9b-0c1d2e3f4a5b',
    glossaryTerm: 'API key',
    caseSensitivity: 'auto',
    form: 'exact',
    text: 'API key',
    start: i * 8,
    end: i * 8 + 7,
  });
  const matches = Array.from({ length: matchCount }, (_, i) => match(i));
  return {
    source: { language: 'en', count: matchCount, uniqueTerms: 1, matches, ambiguousCount: 0, ambiguousMatches: [] },
    target: null,
    terms: null,
  };
}

describe('count reply packing', () => {
  it('sends a small result as is', () => {
    const result = resultWith(3);
    expect(packCountTermsReply(result)).toBe(result);
    expect(unpackCountTermsReply(result)).toBe(result);
  });

  it('never underestimates the JSON size', () => {
    for (const n of [0, 1, 100, 5_000]) {
      expect(estimateReplyBytes(resultWith(n))).toBeGreaterThanOrEqual(Buffer.byteLength(JSON.stringify(resultWith(n))));
    }
  });

  it('compresses a result with many matches well under 1 MiB and restores it exactly', () => {
    const result = resultWith(25_000);
    expect(Buffer.byteLength(JSON.stringify(result))).toBeGreaterThan(1024 * 1024);
    const reply = packCountTermsReply(result);
    expect(reply).toMatchObject({ encoding: 'gzip' });
    expect(Buffer.byteLength(JSON.stringify(reply))).toBeLessThan(COUNT_REPLY_COMPRESS_ABOVE_BYTES * 2);
    expect(unpackCountTermsReply(JSON.parse(JSON.stringify(reply)))).toEqual(result);
  });
});
