import type { GlossarySnapshotContent } from '@app/contracts';

/** Each term's rows in these objects as one string: two versions' strings differ where the term changed. */
export function termSignatures(contents: GlossarySnapshotContent[]): Map<string, string> {
  const signatures = new Map<string, string>();
  for (const content of contents) addSignatures(signatures, content, 0, content.rows.length);
  return signatures;
}

/** Rows signed between two turns of the event loop by termSignaturesInBackground. */
const SIGNATURE_SLICE = 10_000;

/**
 * termSignatures a slice at a time, for a caller that needs them only later (to patch the next
 * version): 100,000 terms' take a few hundred milliseconds, which requests in flight should not
 * wait for.
 */
export async function termSignaturesInBackground(contents: GlossarySnapshotContent[]): Promise<Map<string, string>> {
  const signatures = new Map<string, string>();
  for (const content of contents)
    for (let from = 0; from < content.rows.length; from += SIGNATURE_SLICE) {
      await new Promise((resolve) => setImmediate(resolve));
      addSignatures(signatures, content, from, Math.min(from + SIGNATURE_SLICE, content.rows.length));
    }
  return signatures;
}

function addSignatures(
  signatures: Map<string, string>,
  content: GlossarySnapshotContent,
  from: number,
  to: number,
): void {
  for (let at = from; at < to; at++) {
    const [termId, flag, term, caseSensitivity] = content.rows[at];
    const row = `${content.language}\u0001${flag}\u0001${term}\u0001${caseSensitivity}`;
    const before = signatures.get(termId);
    signatures.set(termId, before === undefined ? row : `${before}\u0002${row}`);
  }
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
