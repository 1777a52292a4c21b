import { closeTag, escapeInline, openTag, standaloneTag } from '../inline-tags';

/**
 * Markup around text: a run with its properties (`<w:r><w:rPr>…</w:rPr>` … `</w:r>`), a link, an
 * ODF span. `key` says when two wrappers format alike (a run's properties without revision ids
 * or proofing marks), so runs Word split at every edit read as one. A `leaf` wrapper is the one
 * the text itself must sit in (a run); formats without one (ODF) put text anywhere.
 */
export interface Wrapper {
  readonly key: string;
  readonly open: string;
  readonly close: string;
  readonly leaf?: boolean;
}

/** Something inside a paragraph that is not text: written back from the source bytes `start`..`end`. */
export interface ObjectAtom {
  readonly kind: 'object';
  readonly start: number;
  readonly end: number;
  /** Markup the object needs around it when it is moved (the run properties of the run it was in). */
  readonly prefix?: string;
  readonly suffix?: string;
  readonly chain: readonly Wrapper[];
}

export interface TextAtom {
  readonly kind: 'text';
  readonly text: string;
  readonly chain: readonly Wrapper[];
}

export type Atom = TextAtom | ObjectAtom;

export interface Group {
  readonly wrappers: readonly Wrapper[];
  /** What text directly inside the group sits in below its own wrappers (its first text's run). */
  readonly fill: readonly Wrapper[];
}

/** One paragraph as a unit: its tagged text and what each tag stands for. */
export interface ParagraphPlan {
  readonly tagged: string;
  readonly plain: readonly Wrapper[];
  readonly groups: ReadonlyMap<number, Group>;
  readonly objects: ReadonlyMap<number, ObjectAtom>;
}

interface Node {
  wrappers: Wrapper[];
  /** Index in an atom's chain just past this node's wrappers. */
  depth: number;
  children: (Node | Atom)[];
}

const chainKey = (chain: readonly Wrapper[]) => chain.map((w) => w.key).join('\u0000');

/**
 * The unit of a paragraph, or undefined when it has no text to translate. The formatting that
 * covers most of the text outside links is the paragraph's plain one and gets no tag; every
 * other stretch of runs becomes `<gN>…</gN>` (nested as links and runs nest), and each object
 * `<xN/>`.
 */
export function planParagraph(atoms: readonly Atom[]): ParagraphPlan | undefined {
  const merged = mergeRuns(atoms);
  const texts = merged.filter((a): a is TextAtom => a.kind === 'text');
  if (!texts.some((t) => /\S/.test(t.text))) return undefined;
  const plain = mostUsedChain(texts);
  const groups = new Map<number, Group>();
  const objects = new Map<number, ObjectAtom>();
  let next = 1;
  const leaves = plain.filter((w) => w.leaf);
  // `fill`: the formatting text directly in the enclosing group gets anyway, which needs no tag.
  const emit = (children: (Node | Atom)[], fill?: string): string =>
    children
      .map((child) => {
        if ('kind' in child) {
          if (child.kind === 'text') return escapeInline(child.text);
          objects.set(next, child);
          return standaloneTag(next++);
        }
        const node = collapse(child);
        if (chainKey(node.wrappers) === fill && node.children.every((c) => 'kind' in c)) return emit(node.children);
        const id = next++;
        const group = { wrappers: node.wrappers, fill: firstText(node)?.chain.slice(node.depth) ?? leaves };
        groups.set(id, group);
        return `${openTag(id)}${emit(node.children, chainKey(group.fill))}${closeTag(id)}`;
      })
      .join('');
  return { tagged: emit(nest(merged, chainKey(plain)).children), plain, groups, objects };
}

/** The atoms as a tree of their wrappers; atoms in the plain formatting sit at the root. */
function nest(atoms: readonly Atom[], plainKey: string): Node {
  const root: Node = { wrappers: [], depth: 0, children: [] };
  const stack: Node[] = [root];
  for (const atom of atoms) {
    const chain = chainKey(atom.chain) === plainKey ? [] : atom.chain;
    let keep = 1;
    while (keep < stack.length && sameAt(stack[keep], chain)) keep++;
    stack.length = keep;
    for (let depth = stack[keep - 1].depth; depth < chain.length; depth++) {
      const node: Node = { wrappers: [chain[depth]], depth: depth + 1, children: [] };
      stack[stack.length - 1].children.push(node);
      stack.push(node);
    }
    stack[stack.length - 1].children.push(atom);
  }
  return root;
}

function sameAt(node: Node, chain: readonly Wrapper[]): boolean {
  return (
    node.depth <= chain.length &&
    chainKey(node.wrappers) === chainKey(chain.slice(node.depth - node.wrappers.length, node.depth))
  );
}

/** A group that holds only one group (a link around one run) is one group. */
function collapse(node: Node): Node {
  let current = node;
  while (current.children.length === 1 && !('kind' in current.children[0])) {
    const only: Node = current.children[0];
    current = { wrappers: [...current.wrappers, ...only.wrappers], depth: only.depth, children: only.children };
  }
  return current;
}

function firstText(node: Node): TextAtom | undefined {
  for (const child of node.children) {
    if (!('kind' in child)) {
      const found = firstText(child);
      if (found) return found;
    } else if (child.kind === 'text') return child;
  }
  return undefined;
}

/** Adjacent text with the same formatting is one run, however the editor split it. */
function mergeRuns(atoms: readonly Atom[]): Atom[] {
  const merged: Atom[] = [];
  for (const atom of atoms) {
    const last = merged.at(-1);
    if (atom.kind === 'text' && atom.text === '') continue;
    if (atom.kind === 'text' && last?.kind === 'text' && chainKey(last.chain) === chainKey(atom.chain))
      merged[merged.length - 1] = { ...last, text: last.text + atom.text };
    else merged.push(atom);
  }
  return merged;
}

/** Text outside links and other containers is the plain text when there is any. */
function mostUsedChain(all: readonly TextAtom[]): readonly Wrapper[] {
  const bare = all.filter((t) => t.chain.every((w) => w.leaf));
  const texts = bare.length > 0 ? bare : all;
  const length = new Map<string, number>();
  let best = texts[0];
  for (const text of texts) {
    const key = chainKey(text.chain);
    const total = (length.get(key) ?? 0) + text.text.length;
    length.set(key, total);
    if (total > (length.get(chainKey(best.chain)) ?? 0)) best = text;
  }
  return best.chain;
}
