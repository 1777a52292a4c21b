import { splitSentences, UnitPiece } from './sentences';

/**
 * A document's units cut into sentences, each distinct sentence once: what the pipeline sends to
 * the engine (in batches) and then puts back into units.
 */
export interface SegmentedUnits {
  /** Distinct sentences to translate, in first-seen order. */
  readonly sentences: readonly string[];
  /** The units with each sentence replaced by `translated[i]` (aligned with `sentences`). */
  join(translated: readonly string[]): string[];
}

export function segmentUnits(units: readonly string[], sourceLanguage: string): SegmentedUnits {
  const index = new Map<string, number>();
  const split: UnitPiece[][] = units.map((unit) => splitSentences(unit, sourceLanguage));
  for (const pieces of split)
    for (const piece of pieces) if (piece.translate && !index.has(piece.text)) index.set(piece.text, index.size);
  return {
    sentences: [...index.keys()],
    join: (translated) =>
      split.map((pieces) =>
        pieces.map((p) => (p.translate ? (translated[index.get(p.text) ?? -1] ?? p.text) : p.text)).join(''),
      ),
  };
}
