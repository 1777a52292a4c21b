import { protect } from '@app/placeholders';

export type TokenKind = 'word' | 'number' | 'placeholder';

export interface Token {
  kind: TokenKind;
  /** As written in the text. */
  raw: string;
  /** Compared form: words in lower case. */
  key: string;
}

const PLACEHOLDER_TOKEN = /⟦(\d+)⟧/y;
const NUMBER = /\p{N}+(?:[.,:]\p{N}+)*/uy;
const WORD = /[\p{L}\p{M}\p{N}_]+(?:['’][\p{L}\p{M}]+)*/uy;

/**
 * Words, numbers and placeholders (found by `protect`, so `%s`, `{name}` and tags count as one
 * token each) in order; punctuation and spacing are left out, as CAT tools compare words.
 */
export function tokenize(text: string): Token[] {
  const { masked, placeholders } = protect(text.normalize('NFKC'));
  const tokens: Token[] = [];
  let i = 0;
  while (i < masked.length) {
    const found = matchAt(masked, i, placeholders);
    if (!found) {
      i++;
      continue;
    }
    tokens.push(found.token);
    i += found.length;
  }
  return tokens;
}

function matchAt(text: string, at: number, placeholders: string[]): { token: Token; length: number } | null {
  PLACEHOLDER_TOKEN.lastIndex = at;
  const placeholder = PLACEHOLDER_TOKEN.exec(text);
  if (placeholder) {
    const raw = placeholders[Number(placeholder[1])];
    return { token: { kind: 'placeholder', raw, key: raw }, length: placeholder[0].length };
  }
  NUMBER.lastIndex = at;
  const number = NUMBER.exec(text);
  WORD.lastIndex = at;
  const word = WORD.exec(text);
  // "3D" and "mp3" are words; a number is a number only when no longer word starts there.
  if (number && (!word || word[0].length <= number[0].length)) {
    return { token: { kind: 'number', raw: number[0], key: number[0] }, length: number[0].length };
  }
  if (word) return { token: { kind: 'word', raw: word[0], key: word[0].toLowerCase() }, length: word[0].length };
  return null;
}
