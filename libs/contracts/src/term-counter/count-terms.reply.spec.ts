import type { CountTermsResponse, TermMatch } from './count-terms.messages';
import { COUNT_REPLY_PLAIN_MAX_BYTES, packCountTermsReply, unpackCountTermsReply } from './count-terms.reply';
import { packJson, unpackJson } from './packed-json';

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
  it('sends a result that fits as is', () => {
    const result = resultWith(3_000);
    expect(Buffer.byteLength(JSON.stringify(result))).toBeLessThan(COUNT_REPLY_PLAIN_MAX_BYTES);
    expect(packCountTermsReply(result)).toBe(result);
    expect(unpackCountTermsReply(result)).toBe(result);
  });

  it('compresses a result over the limit well under 1 MiB and restores it exactly', () => {
    const result = resultWith(25_000);
    expect(Buffer.byteLength(JSON.stringify(result))).toBeGreaterThan(1024 * 1024);
    const reply = packCountTermsReply(result);
    expect(reply).toMatchObject({ encoding: 'gzip' });
    expect(Buffer.byteLength(JSON.stringify(reply))).toBeLessThan(256 * 1024);
    expect(unpackCountTermsReply(JSON.parse(JSON.stringify(reply)))).toEqual(result);
  });
});

describe('packed JSON', () => {
  it('round-trips any JSON value, non-ASCII included', () => {
    const value = { text: 'API-Schlüssel 引っ越し 😀', n: [1, 2, 3], nested: { empty: null } };
    expect(unpackJson(JSON.parse(JSON.stringify(packJson(value))))).toEqual(value);
  });

  it('passes a plain value through, even one with an unrelated encoding member', () => {
    const plain = { encoding: 'utf-8', data: 42 };
    expect(unpackJson(plain)).toBe(plain);
  });
});
