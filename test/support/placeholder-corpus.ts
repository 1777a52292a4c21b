import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Issue 37's corpus (scripts/placeholder-corpus.mjs): real English UI strings with placeholders
 * from Debian's gettext catalogues and real HTML paragraphs from Debian's HTML manuals. The
 * expected tokens were found by that script's own patterns, not by the protector under test.
 */
export interface CorpusString {
  text: string;
  tokens: Record<string, string[]>;
  package: string;
}
export interface CorpusParagraph {
  html: string;
  package: string;
}

export const placeholderCorpus = JSON.parse(
  readFileSync(join(__dirname, '../../apps/translation/test/placeholder-corpus/corpus.json'), 'utf8'),
) as { strings: CorpusString[]; paragraphs: CorpusParagraph[] };

const count = (text: string, token: string) => text.split(token).length - 1;

/** Tokens of a string the translation lost or repeated. */
export function lostTokens(item: CorpusString, translated: string): string[] {
  const tokens = Object.values(item.tokens).flat();
  return [...new Set(tokens)].filter((t) => count(translated, t) !== count(item.text, t));
}

export const tagsOf = (html: string) => (html.match(/<[^>]+>/g) ?? []).sort();

/** The code-like elements of a paragraph, which must come back as written. */
export const codeOf = (html: string) => html.match(/<(code|kbd|samp|var|tt|pre)\b[^>]*>[\s\S]*?<\/\1>/g) ?? [];

/** Whether a translated paragraph has the source's tags (names, attributes, each as often) and code. */
export function markupKept(source: string, translated: string): boolean {
  return (
    JSON.stringify(tagsOf(translated)) === JSON.stringify(tagsOf(source)) &&
    codeOf(source).every((c) => translated.includes(c))
  );
}
