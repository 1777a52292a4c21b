/** A line of a text file: where it starts and where it ends, before its line break. */
export interface TextLine {
  start: number;
  end: number;
}

export function textLines(text: string): TextLine[] {
  const lines: TextLine[] = [];
  for (let start = 0; ;) {
    const newline = text.indexOf('\n', start);
    const stop = newline === -1 ? text.length : newline;
    lines.push({ start, end: text[stop - 1] === '\r' ? stop - 1 : stop });
    if (newline === -1) return lines;
    start = newline + 1;
  }
}

/** The file's line break, for lines a filter adds (a re-wrapped paragraph). */
export const lineBreak = (text: string) => (text.includes('\r\n') ? '\r\n' : '\n');
