import { lettersOf, punctuationOf, searchForm } from './normalize';
import { Token, tokenize } from './tokens';
import { alignTokens } from './word-alignment';

export interface ScoredMatch {
  score: number;
  /** The unit's target, with the query's numbers and placeholders carried in where they differ. */
  target: string;
  adjusted: boolean;
}

/** Any fuzzy match stays below the 95-99 band of formatting-only differences. */
const FUZZY_CEILING = 94;
/** Taken off every word-level match, so that one word changed in ten scores in the 80s, as CAT tools show it. */
const FUZZY_PENALTY = 5;

/**
 * CONTRACT "Translation memories": 100 for the same text; 95-99 when only case, spacing or
 * punctuation differ; otherwise a word-level edit-distance similarity below 95.
 */
export function scoreMatch(query: string, source: string, target: string): ScoredMatch {
  return matchScorer(query)(source, target);
}

/** {@link scoreMatch} for one query against many units: the query is folded and tokenized once. */
export function matchScorer(query: string): (source: string, target: string) => ScoredMatch {
  const queryForm = searchForm(query);
  let queryTokens: Token[] | undefined;
  return (source, target) => {
    if (query === source) return { score: 100, target, adjusted: false };
    if (queryForm === searchForm(source)) return { score: formattingScore(query, source), target, adjusted: false };
    queryTokens ??= tokenize(query);
    const sourceTokens = tokenize(source);
    const { distance, substitutions } = alignTokens(queryTokens, sourceTokens);
    const longest = Math.max(queryTokens.length, sourceTokens.length, 1);
    const similarity = Math.floor(100 * (1 - distance / longest)) - FUZZY_PENALTY;
    const adjustedTarget = carryInto(target, substitutions);
    return {
      score: Math.max(0, Math.min(FUZZY_CEILING, similarity)),
      target: adjustedTarget,
      adjusted: adjustedTarget !== target,
    };
  };
}

/** 99 less a point for a difference in letter case, two for punctuation, one for spacing; never below 95. */
function formattingScore(query: string, source: string): number {
  let score = 99;
  if (lettersOf(query) !== lettersOf(source)) score -= 1;
  if (punctuationOf(query) !== punctuationOf(source)) score -= 2;
  if (withoutPunctuation(query) !== withoutPunctuation(source)) score -= 1;
  return Math.max(95, score);
}

function withoutPunctuation(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}]/gu, '');
}

/**
 * Numbers and placeholders the query has where the unit's source has others are written into
 * the target in place of the unit's ones (memoQ's and Trados's auto-adjust). One replaced per
 * pair, at its first whole-token occurrence; one missing from the target is left alone.
 */
function carryInto(target: string, substitutions: [Token, Token][]): string {
  let result = target;
  for (const [fromQuery, inSource] of substitutions) {
    if (fromQuery.kind === 'word' || fromQuery.kind !== inSource.kind || fromQuery.raw === inSource.raw) continue;
    const at = wholeTokenIndex(result, inSource.raw);
    if (at >= 0) result = result.slice(0, at) + fromQuery.raw + result.slice(at + inSource.raw.length);
  }
  return result;
}

function wholeTokenIndex(text: string, token: string): number {
  let from = 0;
  for (;;) {
    const at = text.indexOf(token, from);
    if (at < 0) return -1;
    const before = text[at - 1] ?? ' ';
    const after = text[at + token.length] ?? ' ';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return at;
    from = at + 1;
  }
}
