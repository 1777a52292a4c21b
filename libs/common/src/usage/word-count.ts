/**
 * Words of a text by the Unicode word segmenter (CONTRACT "Credits and counting"), so Chinese,
 * Japanese and Thai count words, not characters. The segmenter is superlinear on one long
 * string (PITFALLS), so long texts are segmented in chunks cut at whitespace or punctuation.
 */
const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
const CHUNK = 400;

function chunks(text: string): string[] {
  if (text.length <= CHUNK) return [text];
  const parts: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(start + CHUNK, text.length);
    if (end < text.length) {
      const window = text.slice(start + CHUNK / 2, end);
      const cut = Math.max(window.search(/[\s\p{P}][^\s\p{P}]*$/u), -1);
      end = cut >= 0 ? start + CHUNK / 2 + cut + 1 : end;
    }
    parts.push(text.slice(start, end));
    start = end;
  }
  return parts;
}

export function countWords(text: string): number {
  let words = 0;
  for (const chunk of chunks(text)) {
    for (const segment of segmenter.segment(chunk)) if (segment.isWordLike) words++;
  }
  return words;
}
