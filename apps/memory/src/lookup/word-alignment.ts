import { distance as letterDistance } from 'fastest-levenshtein';
import { Token } from './tokens';

/** A number or placeholder for another of its kind: the sentence is the same, its value differs. */
const VALUE_SUBSTITUTION = 0.1;
/** Another word costs at least half a word, however alike its letters (`file` / `files`). */
const MIN_WORD_SUBSTITUTION = 0.5;

export interface Alignment {
  /** Weighted word-level edit distance: insertion and deletion 1, substitution 0.1 to 1. */
  distance: number;
  /** Aligned pairs that differ, `[query token, source token]`. */
  substitutions: [Token, Token][];
}

/** Levenshtein over tokens (what CAT tools call word-level fuzzy matching), with its backtrace. */
export function alignTokens(query: Token[], source: Token[]): Alignment {
  const rows = query.length + 1;
  const cols = source.length + 1;
  const cost = new Float64Array(rows * cols);
  for (let i = 0; i < rows; i++) cost[i * cols] = i;
  for (let j = 0; j < cols; j++) cost[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      cost[i * cols + j] = Math.min(
        cost[(i - 1) * cols + j] + 1,
        cost[i * cols + j - 1] + 1,
        cost[(i - 1) * cols + j - 1] + substitutionCost(query[i - 1], source[j - 1]),
      );
    }
  }
  return { distance: cost[rows * cols - 1], substitutions: backtrace(cost, cols, query, source) };
}

function backtrace(cost: Float64Array, cols: number, query: Token[], source: Token[]): [Token, Token][] {
  const pairs: [Token, Token][] = [];
  let i = query.length;
  let j = source.length;
  while (i > 0 && j > 0) {
    const here = cost[i * cols + j];
    const step = substitutionCost(query[i - 1], source[j - 1]);
    if (Math.abs(here - (cost[(i - 1) * cols + j - 1] + step)) < 1e-9) {
      if (step > 0) pairs.push([query[i - 1], source[j - 1]]);
      i--;
      j--;
    } else if (Math.abs(here - (cost[(i - 1) * cols + j] + 1)) < 1e-9) i--;
    else j--;
  }
  return pairs.reverse();
}

export function substitutionCost(a: Token, b: Token): number {
  if (a.key === b.key) return 0;
  if (a.kind !== 'word' && a.kind === b.kind) return VALUE_SUBSTITUTION;
  if (a.kind !== 'word' || b.kind !== 'word') return 1;
  return Math.max(MIN_WORD_SUBSTITUTION, letterDistance(a.key, b.key) / Math.max(a.key.length, b.key.length));
}
