import { DocumentFilter } from './document-filter';
import { escapeInline, parseTranslated } from './inline-tags';
import { checkSize, settle, splicedDocument, UnitSplice } from './spliced-text';
import { RawTags } from './raw-tags';
import { decodeText } from './text-encoding';
import { lineBreak, textLines } from './text-lines';
import { joinLines } from './whitespace';

/**
 * Plain text. A paragraph is the text between blank lines; inside one, a line that starts with a
 * list marker starts an item, and a line without a letter (an underline, a rule) stands alone.
 * Each such block is either hard-wrapped prose, one unit written back re-wrapped to the width
 * of its longest line, or one line per item (an address, a verse, a table), one unit per line.
 * A block is prose when every line but the last fills at least 60% of the longest, which is
 * at least 40 characters: the shape of text a writer's editor wrapped.
 */
interface Line {
  start: number;
  /** Where the line's text starts, after its indentation (and list marker, if it begins a block). */
  contentStart: number;
  /** Where its text ends, before trailing spaces and the line break. */
  end: number;
  indent: string;
  width: number;
}

const MARKER = /^[ \t]*(?:[-*+•‣◦][ \t]+|\(?\d{1,3}[.)][ \t]+)/;
const LETTER = /\p{L}/u;
const LIST_WORD = /^(?:[-*+•‣◦]|\(?\d{1,3}[.)])$/;
const MIN_WRAP_WIDTH = 40;
const WRAP_FILL = 0.6;

function readLines(text: string): Line[] {
  return textLines(text).map(({ start, end }) => {
    const raw = text.slice(start, end);
    const indent = /^[ \t]*/.exec(raw)?.[0] ?? '';
    const width = raw.trimEnd().length;
    return { start, contentStart: start + indent.length, end: start + width, indent, width };
  });
}

/** Paragraphs cut into blocks: a list item or a run of lines; a line without letters is dropped. */
function blocks(lines: Line[], text: string): Line[][] {
  const out: Line[][] = [];
  let current: Line[] = [];
  const flush = () => {
    if (current.length > 0) out.push(current);
    current = [];
  };
  for (const line of lines) {
    const raw = text.slice(line.start, line.end);
    if (!LETTER.test(raw)) {
      flush();
      continue;
    }
    const marker = MARKER.exec(raw);
    if (marker) {
      flush();
      line.contentStart = line.start + marker[0].length;
    }
    current.push(line);
  }
  flush();
  return out;
}

/** Tabs or runs of spaces inside a line lay out columns: a table, never prose to re-wrap. */
const COLUMNS = /\S(?:\t| {3})/;

function isWrapped(block: Line[], text: string): boolean {
  const longest = Math.max(...block.map((l) => l.width));
  return (
    block.length > 1 &&
    longest >= MIN_WRAP_WIDTH &&
    block.slice(0, -1).every((l) => l.width >= WRAP_FILL * longest) &&
    !block.some((l) => COLUMNS.test(text.slice(l.contentStart, l.end)))
  );
}

const translatedText = (translated: string, unit: string) =>
  parseTranslated(translated, unit)
    .map((t) => (t.kind === 'text' ? t.text : ''))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

/** Greedy word wrap; a word longer than the line (or text without spaces) stays whole. */
export function wrap(text: string, width: number, firstLineOffset: number, indent: string, eol: string): string {
  const lines: string[] = [];
  let line = '';
  let room = width - firstLineOffset;
  for (const word of text.split(' ')) {
    // A line that began with `-` or `2.` would read back as a list item: such a word stays put.
    if (line !== '' && line.length + 1 + word.length > room && !LIST_WORD.test(word)) {
      lines.push(line);
      line = word;
      room = width - indent.length;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  lines.push(line);
  return lines.join(eol + indent);
}

function spliceBlock(block: Line[], text: string, eol: string): UnitSplice[] {
  const content = (l: Line) => text.slice(l.contentStart, l.end).trim();
  if (!isWrapped(block, text))
    return block.map((line) => {
      // Column gaps (tabs, runs of spaces) are tags, so an engine keeps a table's layout.
      const tags = new RawTags();
      const unit = content(line)
        .split(/(\t+| {3,})/)
        .map((piece, i) => (i % 2 === 1 ? tags.standalone(piece) : escapeInline(piece)))
        .join('');
      return { start: line.contentStart, end: line.end, unit, render: (t) => tags.render(t, unit, joinLines).trim() };
    });
  const first = block[0];
  const unit = escapeInline(block.map(content).join(' '));
  const width = Math.max(...block.map((l) => l.width));
  const indent = block[1].indent;
  return [
    {
      start: first.contentStart,
      end: block[block.length - 1].end,
      unit,
      render: (t) => wrap(translatedText(t, unit), width, first.contentStart - first.start, indent, eol),
    },
  ];
}

export const plainTextFilter: DocumentFilter = {
  format: 'txt',
  extensions: ['txt', 'text'],
  mediaType: 'text/plain; charset=utf-8',
  read: (bytes, limits) =>
    settle(() => {
      checkSize(bytes, limits);
      const decoded = decodeText(bytes, 'plain text', 'detect-else-windows-1252');
      const eol = lineBreak(decoded.text);
      const splices = blocks(readLines(decoded.text), decoded.text).flatMap((block) =>
        spliceBlock(block, decoded.text, eol),
      );
      return splicedDocument(decoded, splices, limits, 'plain text');
    }),
};
