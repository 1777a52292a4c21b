import type { Lemmatizer } from './types';
export function apertiumLemmatizer(_dir: string, _mode: string): Lemmatizer | null {
  return null;
}
