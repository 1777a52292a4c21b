import { tokenize, unescapeInline } from './inline-tags';

/** A piece of a unit: a sentence to translate, or what lies between sentences (kept as it is). */
export interface UnitPiece {
  text: string;
  translate: boolean;
}

const segmenters = new Map<string, Intl.Segmenter>();
function sentenceSegmenter(language: string): Intl.Segmenter {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    try {
      segmenter = new Intl.Segmenter(language, { granularity: 'sentence' });
    } catch {
      segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });
    }
    segmenters.set(language, segmenter);
  }
  return segmenter;
}

/** Longer units are cut at sentence-ending punctuation first: the segmenter is superlinear (PITFALLS). */
const MAX_SEGMENTER_INPUT = 2_000;

/**
 * Cuts a unit into sentences (Unicode sentence boundaries of the source language) where no `g`
 * group is open, so formatting that spans two sentences keeps them together. Whitespace around
 * sentences and pieces without a letter are not translated. Joining the pieces' texts gives the
 * unit back exactly.
 */
export function splitSentences(unit: string, language: string): UnitPiece[] {
  // Visible characters and, for each, where it starts in the tagged text.
  let visible = '';
  const at: number[] = [];
  let offset = 0;
  for (const m of unit.matchAll(
    /<\/?g\d+>|<x\d+\/>|&(?:lt|gt|amp|quot|apos|#\d{1,7}|#x[0-9a-fA-F]{1,6});|[^<&]+|[<&]/g,
  )) {
    const piece = m[0];
    if (!/^<\/?[gx]\d/.test(piece)) {
      const text = piece.length > 1 && piece.startsWith('&') ? unescapeInline(piece) : piece;
      for (let i = 0; i < text.length; i++) {
        visible += text[i];
        at.push(offset + (text === piece ? i : 0));
      }
    }
    offset += piece.length;
  }
  const cuts: number[] = [];
  for (const boundary of sentenceBoundaries(visible, language)) {
    if (boundary <= 0 || boundary >= visible.length) continue;
    // Opening tags and standalones right before the sentence belong to it.
    let cut = at[boundary];
    while (cut > 0 && /<g\d+>$|<x\d+\/>$/.test(unit.slice(0, cut))) cut = unit.lastIndexOf('<', cut - 1);
    if (depthAt(unit, cut) === 0) cuts.push(cut);
  }
  const pieces: UnitPiece[] = [];
  let start = 0;
  for (const end of [...cuts, unit.length]) {
    pushSentence(pieces, unit.slice(start, end));
    start = end;
  }
  return pieces;
}

function depthAt(unit: string, cut: number): number {
  return tokenize(unit.slice(0, cut)).reduce((d, t) => d + (t.kind === 'open' ? 1 : t.kind === 'close' ? -1 : 0), 0);
}

function* sentenceBoundaries(text: string, language: string): Generator<number> {
  const segmenter = sentenceSegmenter(language);
  let base = 0;
  while (base < text.length) {
    let end = Math.min(text.length, base + MAX_SEGMENTER_INPUT);
    if (end < text.length) {
      const window = text.slice(base, end);
      const lastStop = Math.max(window.lastIndexOf('. '), window.lastIndexOf('。'), window.lastIndexOf('\n'));
      if (lastStop > 0) end = base + lastStop + 1;
    }
    for (const { index } of segmenter.segment(text.slice(base, end))) if (index > 0) yield base + index;
    if (end < text.length) yield end;
    base = end;
  }
}

function pushSentence(pieces: UnitPiece[], text: string): void {
  const body = text.trim();
  const lead = text.slice(0, text.length - text.trimStart().length);
  const trail = text.slice(lead.length + body.length);
  const keep = (t: string) => t && pieces.push({ text: t, translate: false });
  keep(lead);
  if (body) pieces.push({ text: body, translate: /\p{L}/u.test(body.replace(/<[^>]*>|&[#\w]+;/g, '')) });
  keep(trail);
}
