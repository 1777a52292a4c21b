import type { Lemmatizer } from './types';
export async function azLemmatizer(): Promise<Lemmatizer | null> {
  return null;
}
