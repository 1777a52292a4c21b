import { GlossaryRendering } from './translation-engine';

/**
 * Protects glossary occurrences from an engine that cannot be told about them: each one is
 * replaced by a made-up word the engine passes through as unknown, then by its rendering.
 * The placeholder copies the occurrence's letter case, so sentence-start capitalisation
 * behaves as it would for the word itself.
 */
export interface ProtectedText {
  text: string;
  restore(translated: string): string;
}

const PREFIXES = ['zzgl', 'qxvj', 'jqzx'];

function code(index: number): string {
  const a = 'a'.charCodeAt(0);
  return (
    String.fromCharCode(a + (Math.floor(index / 26) % 26), a + (index % 26)) +
    (index >= 676 ? String(Math.floor(index / 676)) : '')
  );
}

function caseLike(word: string, sample: string): string {
  if (sample.length > 1 && sample === sample.toUpperCase() && sample !== sample.toLowerCase())
    return word.toUpperCase();
  const first = sample.charAt(0);
  if (first === first.toUpperCase() && first !== first.toLowerCase()) return word[0].toUpperCase() + word.slice(1);
  return word;
}

/** The rendering with the occurrence's capitalisation where the entry itself does not decide it. */
export function renderLike(g: GlossaryRendering): string {
  if (g.verbatim) return g.sourceText;
  const upper = (s: string) => s === s.toUpperCase() && s !== s.toLowerCase();
  if (g.sourceText.length > 1 && upper(g.sourceText) && !upper(g.sourceTerm)) return g.rendering.toUpperCase();
  const first = g.sourceText.charAt(0);
  const entryFirst = g.sourceTerm.charAt(0);
  if (first && first !== first.toLowerCase() && entryFirst === entryFirst.toLowerCase()) {
    return g.rendering[0].toUpperCase() + g.rendering.slice(1);
  }
  return g.rendering;
}

export function protectTerms(text: string, glossary: GlossaryRendering[]): ProtectedText {
  if (glossary.length === 0) return { text, restore: (t) => t };
  const prefix = PREFIXES.find((p) => !text.toLowerCase().includes(p)) ?? PREFIXES[0];
  const ordered = [...glossary].sort((a, b) => a.start - b.start);
  const renderings = new Map<string, string>();
  const lowerAfter = new Set<string>();
  let out = '';
  let at = 0;
  ordered.forEach((g, i) => {
    if (g.start < at) return; // overlapping occurrence: the matcher already keeps the longest
    const token = prefix + code(i);
    renderings.set(token, renderLike(g));
    if (/^\s+\p{Ll}/u.test(text.slice(g.end, g.end + 10))) lowerAfter.add(token);
    out += text.slice(at, g.start) + caseLike(token, g.sourceText);
    at = g.end;
  });
  out += text.slice(at);
  // Apertium capitalises the first word it knows in a sentence that starts with an unknown one.
  const pattern = new RegExp(`${prefix}[a-z]{2}\\d*(?:(\\s+)(\\p{Lu})(?=\\p{Ll}))?`, 'giu');
  return {
    text: out,
    restore: (translated) =>
      translated.replace(pattern, (whole, space: string | undefined, capital: string | undefined) => {
        const token = whole.slice(0, whole.length - (space?.length ?? 0) - (capital?.length ?? 0)).toLowerCase();
        // The space and the capital are one optional group: both are there or neither is.
        const next = space && capital ? space + (lowerAfter.has(token) ? capital.toLowerCase() : capital) : '';
        return (renderings.get(token) ?? token) + next;
      }),
  };
}
