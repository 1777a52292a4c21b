import { createHash } from 'node:crypto';
import { searchForm } from './normalize';
import { tokenize } from './tokens';

/*
 * The word index lookups take their candidates from. Each unit stores, in `search_keys`, the
 * distinct tokens of its source (the scorer's own tokens, `tokens.ts`), its token count and its
 * search form's hash, each prefixed with its (memory, pair) scope, under one GIN index. A lookup
 * asks for the units of its scope that hold one of the query's rarest words AND whose length a
 * match at the threshold can have (both follow from the scorer's formula), OR that have the
 * query's search form (the 95-100 classes, found whatever their tokens). So few units are read
 * and none that matters is missed. Why words and not pg_trgm: the app's README ("Candidates").
 */

/** Separates a row's keys on the wire (`string_to_array`); never part of a key. */
export const KEY_SEPARATOR = '\u001f';

/** The same (memory, pair) always has the same scope; a collision only costs a filtered row. */
export function searchScope(memoryId: string, sourceLanguage: string, targetLanguage: string): string {
  return createHash('md5').update(`${memoryId} ${sourceLanguage} ${targetLanguage}`).digest('base64url').slice(0, 10);
}

// Lower case: a placeholder's key is as written (`%S`), and a match in other letter case is a match.
const wordKey = (scope: string, key: string) => `${scope}:${key.toLowerCase().replaceAll(KEY_SEPARATOR, '')}`;
const lengthKey = (scope: string, tokens: number) => `${scope}#${tokens}`;
const formKey = (scope: string, form: string) =>
  `${scope}=${createHash('md5').update(form).digest('base64url').slice(0, 16)}`;

/** A unit's keys: each distinct token once, its token count and its search form. */
export function searchKeys(scope: string, source: string): string[] {
  const tokens = tokenize(source);
  return [
    ...new Set(tokens.map((t) => wordKey(scope, t.key))),
    lengthKey(scope, tokens.length),
    formKey(scope, searchForm(source)),
  ];
}

export interface CandidateKeys {
  /** The text's search form: the candidates are ranked by their similarity to it. */
  form: string;
  /** A candidate holds at least one of these (the query's rarest tokens)... */
  anyWord: string[];
  /** ...and one of these (the token counts a match at the threshold can have)... */
  anyLength: string[];
  /** ...or this one: the same search form (only case, spacing or punctuation differ). */
  sameForm: string;
}

/** How often a key occurs, as a share of all units (0 when not known to be common). */
export type KeyFrequency = (key: string) => number;

/**
 * Words asked for at a threshold: the share of the query's words a match may lack, and a tenth
 * more. A unit at the threshold differs from the query by at most that share of edits (the
 * scorer's `1 - distance / length`), so it holds one of them unless most of its differences fell
 * on the rare words chosen; on 1,200 varied real queries this found every match the trigram
 * search found (README).
 */
const wordShare = (threshold: number) => Math.min(1, maxEditShare(threshold) + 0.1);

/** Edits per token a match at `threshold` may have (scorer: `floor(100 * (1 - d / L)) - 5`). */
function maxEditShare(threshold: number): number {
  return Math.max(0, 1 - (threshold + 5) / 100);
}

/** The keys a lookup of `text` at `threshold` asks for; null when it has no token to look for (nor a unit could have). */
export function candidateKeys(
  scope: string,
  text: string,
  threshold: number,
  frequency: KeyFrequency,
): CandidateKeys | null {
  const tokens = tokenize(text);
  if (tokens.length === 0) return null;
  // Numbers and placeholders are swapped cheaply by the scorer (a match may differ in all of
  // them), so words are asked for first; a text of values only asks for its values.
  const words = tokens.filter((t) => t.kind === 'word');
  const asked = words.length > 0 ? words : tokens;
  const distinct = [...new Set(asked.map((t) => wordKey(scope, t.key)))];
  // Rarest first; among keys not known to be common, the longer word is the likelier rare one.
  distinct.sort((a, b) => frequency(a) - frequency(b) || b.length - a.length);
  // The share is of all tokens: a match's differences may all fall on the words.
  const wanted = Math.max(2, Math.ceil(tokens.length * wordShare(threshold)));
  const form = searchForm(text);
  return {
    form,
    anyWord: distinct.slice(0, wanted),
    anyLength: lengthsWithin(scope, tokens.length, threshold),
    sameForm: formKey(scope, form),
  };
}

/**
 * Token counts a match can have: a length difference is that many edits at least, so the unit is
 * no shorter than n(1 - e) nor longer than n / (1 - e) for e = maxEditShare. One more each side
 * for rounding.
 */
function lengthsWithin(scope: string, tokens: number, threshold: number): string[] {
  const share = maxEditShare(threshold);
  const shortest = Math.max(0, Math.ceil(tokens * (1 - share)) - 1);
  // Thresholds run from 1 (share 0.94), so the division is safe.
  const longest = Math.floor(tokens / (1 - share)) + 1;
  const keys: string[] = [];
  for (let count = shortest; count <= longest; count++) keys.push(lengthKey(scope, count));
  return keys;
}
