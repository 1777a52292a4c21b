import type { CompiledLanguage } from './compile';
import type { SideMatches } from './match';

export function findSpellingVariants(
  _lang: CompiledLanguage,
  _text: string,
  _found: ReadonlySet<string>,
  _matches: SideMatches,
): Map<string, { start: number; end: number }[]> {
  return new Map();
}
