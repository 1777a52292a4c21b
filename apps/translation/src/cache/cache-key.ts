import { hash } from 'node:crypto';

/** Everything that can change a translation (issue: engine, model, languages, text, glossary version, prompt, flag). */
export interface CacheKeyParts {
  engine: string;
  model: string;
  source: string;
  target: string;
  text: string;
  glossaryId?: string | null;
  glossaryVersion?: number | null;
  prompt?: string | null;
  flag?: boolean;
  /** Per-text context (batch); only engines that read it put it in the key. */
  context?: string | null;
  /** `html` or `xml` when the text was read as markup. */
  tagHandling?: string | null;
  /** `<memoryId>@<revision>` when a translation memory was asked first. */
  memory?: string | null;
}

export function cacheKey(p: CacheKeyParts): string {
  const parts = [
    p.engine,
    p.model,
    p.source,
    p.target,
    p.glossaryId ?? '',
    p.glossaryVersion ?? '',
    p.prompt ?? '',
    p.flag ? '1' : '0',
    p.context ?? '',
    // Only when set, so that the keys of every text sent without it stay as they were.
    ...(p.tagHandling ? [`tags:${p.tagHandling}`] : []),
    ...(p.memory ? [`memory:${p.memory}`] : []),
    p.text,
  ];
  // JSON keeps the parts apart: no text can imitate another key's boundary. The one-shot hash
  // gives createHash's digest at a quarter of its cost (one per request on the hot path).
  return hash('sha256', JSON.stringify(parts), 'hex');
}
