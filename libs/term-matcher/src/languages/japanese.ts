import type { JapaneseAnalyzer } from './types';
export async function loadJapanese(): Promise<JapaneseAnalyzer | null> {
  return null;
}
