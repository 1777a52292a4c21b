/** Punctuation and symbols: ignored by fuzzy search and counted as a small difference by scoring. */
const PUNCTUATION = /[\p{P}\p{S}]/gu;

/**
 * The form a unit's source is searched in (the trigram index's column): compatibility-folded,
 * lower case, punctuation dropped, spacing collapsed. Two sources with the same form differ
 * only in case, spacing or punctuation.
 */
export function searchForm(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(PUNCTUATION, ' ').replace(/\s+/g, ' ').trim();
}

/** The punctuation of a text, in order: compared when two texts share their search form. */
export function punctuationOf(text: string): string {
  return (text.normalize('NFKC').match(PUNCTUATION) ?? []).join('');
}

/** The text with its spacing collapsed and punctuation removed, case kept. */
export function lettersOf(text: string): string {
  return text.normalize('NFKC').replace(PUNCTUATION, ' ').replace(/\s+/g, ' ').trim();
}
