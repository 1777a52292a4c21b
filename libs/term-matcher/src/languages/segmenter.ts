/**
 * Word boundaries from Intl.Segmenter (ICU dictionaries for Chinese, Japanese, Thai...).
 * One call on a long string is superlinear on Node 20, so the text is cut into chunks of a
 * few hundred characters at spaces or punctuation, where a boundary exists anyway.
 */
const CHUNK = 300;
const SAFE_CUT = /[\s\p{P}\p{S}]/u;

export function wordBoundaries(text: string, language: string): Uint8Array {
  const flags = new Uint8Array(text.length + 1);
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  let start = 0;
  while (start < text.length) {
    const end = chunkEnd(text, start, segmenter);
    flags[start] = 1;
    for (const seg of segmenter.segment(text.slice(start, end))) flags[start + seg.index] = 1;
    start = end;
  }
  flags[text.length] = 1;
  return flags;
}

function chunkEnd(text: string, start: number, segmenter: Intl.Segmenter): number {
  const limit = start + CHUNK;
  if (limit >= text.length) return text.length;
  for (let i = limit; i > start + CHUNK / 3; i--) {
    if (SAFE_CUT.test(text[i])) return i;
  }
  for (let i = limit; i < Math.min(text.length, limit + 3 * CHUNK); i++) {
    if (SAFE_CUT.test(text[i])) return i;
  }
  // No space or punctuation (Thai can run on for thousands of characters): cut where the
  // segmenter puts a word boundary when it sees text on both sides of it.
  let cut = 0;
  for (const seg of segmenter.segment(text.slice(start, limit + CHUNK))) {
    if (seg.index > CHUNK) break;
    if (seg.index > CHUNK / 3) cut = seg.index;
  }
  if (cut > 0) return start + cut;
  // Not even that (one word of hundreds of letters): avoid splitting a surrogate pair.
  const c = text.charCodeAt(limit);
  return c >= 0xdc00 && c <= 0xdfff ? limit + 1 : limit;
}
