import type { Lemmatizer } from './types';
export function voikkoLemmatizer(_language: string): Lemmatizer | null {
  return null;
}
