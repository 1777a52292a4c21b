/**
 * Whitespace handling without regular expressions that backtrack: a pattern such as `/\s*\n/` is
 * quadratic on a long run of spaces with no line break, which a hostile file can hold.
 */
const BLANK = new Set([' ', '\t', '\f', '\r']);
const isSpace = (c: string) => /\s/.test(c);

/** Each line break, with the blanks around it (and any blank lines), becomes one space. */
export function joinLines(text: string): string {
  if (!text.includes('\n')) return text;
  const lines = text.split('\n');
  const last = lines.length - 1;
  return lines
    .map((line, i) => {
      let start = 0;
      let end = line.length;
      if (i > 0) while (start < end && BLANK.has(line[start])) start++;
      if (i < last) while (end > start && BLANK.has(line[end - 1])) end--;
      return line.slice(start, end);
    })
    .filter((line, i) => line !== '' || i === 0 || i === last)
    .join(' ');
}

/** How many whitespace characters open the text. */
export function leadingSpace(text: string): number {
  let n = 0;
  while (n < text.length && isSpace(text[n])) n++;
  return n;
}

/** How many whitespace characters close the text. */
export function trailingSpace(text: string): number {
  let n = 0;
  while (n < text.length && isSpace(text[text.length - 1 - n])) n++;
  return n;
}
