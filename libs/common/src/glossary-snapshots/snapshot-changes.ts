import type { GlossarySnapshotContent } from '@app/contracts';

/** Each term's rows in these objects as one string: two versions' strings differ where the term changed. */
export function termSignatures(contents: GlossarySnapshotContent[]): Map<string, string> {
  const signatures = new Map<string, string>();
  for (const content of contents)
    for (const [termId, flag, term, caseSensitivity] of content.rows) {
      const row = `${content.language}\u0001${flag}\u0001${term}\u0001${caseSensitivity}`;
      const before = signatures.get(termId);
      signatures.set(termId, before === undefined ? row : `${before}\u0002${row}`);
    }
  return signatures;
}

/** Terms added, removed or changed between two versions. */
export function changedTerms(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): Set<string> {
  const changed = new Set<string>();
  for (const [termId, signature] of after) if (before.get(termId) !== signature) changed.add(termId);
  for (const termId of before.keys()) if (!after.has(termId)) changed.add(termId);
  return changed;
}

/**
 * Whether patching the compiled glossary beats compiling it again: an edit of a few terms (the
 * usual case) is patched; a large import changes enough that a clean compile costs about the same.
 */
export function worthPatching(changed: number, terms: number): boolean {
  return changed <= Math.max(1_000, terms / 10);
}
