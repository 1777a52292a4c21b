import { CompiledGlossary, countTerms } from '@app/term-matcher';
import { parseLanguageTag } from '../language-codes';
import { GlossaryRendering } from '../translation-engine';

/**
 * The glossary renderings a translation leaves out, found as the term counter finds target
 * entries: inflected forms count (the model writes "facturas" for "factura"), letter case does
 * not (a wrong case is not a term left out). One rendering per distinct target text.
 */
export async function missingRenderings(
  target: string,
  translation: string,
  glossary: GlossaryRendering[],
): Promise<GlossaryRendering[]> {
  const byText = new Map<string, GlossaryRendering>();
  for (const g of glossary) {
    const key = g.rendering.trim().toLowerCase();
    if (key && !byText.has(key)) byText.set(key, g);
  }
  if (byText.size === 0) return [];
  const required = [...byText.values()];
  const language = parseLanguageTag(target)?.base ?? target;
  const checker = await CompiledGlossary.compile(
    required.map((g, i) => ({ termId: String(i), language, term: g.rendering, caseSensitivity: 'ignore' as const })),
  );
  const { source } = await countTerms(checker, { sourceLanguage: language, sourceText: translation });
  const found = new Set([...source.matches, ...source.ambiguousMatches].map((m) => m.termId));
  return required.filter((_, i) => !found.has(String(i)));
}
