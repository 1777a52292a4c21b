import { DocumentFilter } from './document-filter';
import { invalidDocument } from './document-error';
import { cueUnit } from './cue-text';
import { EntityStyle } from './html-entities';
import { plainText } from './inline-tags';
import { checkSize, settle, splicedDocument, UnitSplice } from './spliced-text';
import { decodeText } from './text-encoding';
import { TextLine, textLines } from './text-lines';

const SRT_TIMING = /^\s*\d{1,3}:\d{2}:\d{2}[,.]\d{1,3}\s*-->\s*\d{1,3}:\d{2}:\d{2}[,.]\d{1,3}/;
const VTT_TIMING = /^(?:\d+:)?\d{2}:\d{2}\.\d{3}[ \t]+-->[ \t]+(?:\d+:)?\d{2}:\d{2}\.\d{3}/;
const VTT_OTHER_BLOCK = /^(?:NOTE|STYLE|REGION)(?:[ \t]|$)/;

interface SubtitleFormat {
  name: string;
  webvtt: boolean;
  timing: RegExp;
}

/** Lines grouped into blocks at blank lines. */
function blocks(text: string): TextLine[][] {
  const out: TextLine[][] = [[]];
  for (const line of textLines(text)) {
    if (text.slice(line.start, line.end).trim() === '') {
      if (out[out.length - 1].length > 0) out.push([]);
    } else out[out.length - 1].push(line);
  }
  return out.filter((b) => b.length > 0);
}

/**
 * Cues read line by line and their text spliced: the index or identifier, the timing line with
 * its settings, NOTE, STYLE and REGION blocks and the WebVTT header are never touched.
 */
function readCues(text: string, format: SubtitleFormat): UnitSplice[] {
  const all = blocks(text);
  if (format.webvtt) {
    if (!/^WEBVTT(?:[ \t]|$)/.test(text.slice(0, all[0]?.[0]?.end ?? 0)))
      throw invalidDocument(format.name, 'it does not start with "WEBVTT"');
    all.shift();
  }
  const entities: EntityStyle = new Map();
  let cues = 0;
  const splices: UnitSplice[] = [];
  for (const block of all) {
    const line = (l: TextLine) => text.slice(l.start, l.end);
    if (format.webvtt && VTT_OTHER_BLOCK.test(line(block[0]))) continue;
    const timing = block.slice(0, 2).findIndex((l) => format.timing.test(line(l)));
    if (timing < 0) continue;
    cues++;
    const cueText = block.slice(timing + 1);
    if (cueText.length === 0) continue;
    const unit = cueUnit(text, cueText[0].start, cueText[cueText.length - 1].end, format.webvtt, entities);
    if (/\p{L}/u.test(plainText(unit.unit))) splices.push(unit);
  }
  if (cues === 0) throw invalidDocument(format.name, 'it has no cues (no "00:00:01,000 --> 00:00:04,000" timing line)');
  return splices;
}

function subtitleFilter(format: SubtitleFormat, filter: Omit<DocumentFilter, 'read'>): DocumentFilter {
  return {
    ...filter,
    read: (bytes, limits) =>
      settle(() => {
        checkSize(bytes, limits);
        // WebVTT is UTF-8 by definition; SRT files often are in their language's old code page.
        const decoded = decodeText(bytes, format.name, format.webvtt ? 'refuse' : 'detect');
        return splicedDocument(decoded, readCues(decoded.text, format), limits, format.name);
      }),
  };
}

export const srtFilter = subtitleFilter(
  { name: 'SRT', webvtt: false, timing: SRT_TIMING },
  { format: 'srt', extensions: ['srt'], mediaType: 'application/x-subrip' },
);

export const webVttFilter = subtitleFilter(
  { name: 'WebVTT', webvtt: true, timing: VTT_TIMING },
  { format: 'vtt', extensions: ['vtt'], mediaType: 'text/vtt' },
);
