import { parse as parseYaml } from 'yaml';
import { SourceEntry, SourceParseError } from './source-entry';

type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Nested keys become dotted paths (`menu.file.open`), array items `list.0`; non-strings are not translatable. */
function flatten(value: unknown, prefix: string, out: SourceEntry[]): void {
  if (typeof value === 'string') {
    out.push({ key: prefix, text: value });
    return;
  }
  const children = Array.isArray(value)
    ? value.map((v, i) => [String(i), v] as const)
    : isTree(value)
      ? Object.entries(value)
      : [];
  for (const [key, child] of children) flatten(child, prefix ? `${prefix}.${key}` : key, out);
}

/**
 * Rails and some i18n tools wrap the strings in the language (`{en: {...}}`): the wrapper is
 * not part of the keys.
 */
function unwrapLanguage(tree: Tree, sourceLanguage: string): unknown {
  const keys = Object.keys(tree);
  if (keys.length === 1 && keys[0].toLowerCase() === sourceLanguage.toLowerCase() && isTree(tree[keys[0]]))
    return tree[keys[0]];
  return tree;
}

function entriesOfTree(tree: unknown, sourceLanguage: string, format: string): SourceEntry[] {
  if (!isTree(tree)) throw new SourceParseError(`The ${format} source must be an object of keys and strings`);
  const out: SourceEntry[] = [];
  flatten(unwrapLanguage(tree, sourceLanguage), '', out);
  return out;
}

export function parseJsonSource(text: string, sourceLanguage: string): SourceEntry[] {
  let tree: unknown;
  try {
    tree = JSON.parse(text);
  } catch (error) {
    throw new SourceParseError(`The JSON source does not parse: ${(error as Error).message}`);
  }
  return entriesOfTree(tree, sourceLanguage, 'JSON');
}

export function parseYamlSource(text: string, sourceLanguage: string): SourceEntry[] {
  let tree: unknown;
  try {
    tree = parseYaml(text, { maxAliasCount: 100, uniqueKeys: false });
  } catch (error) {
    throw new SourceParseError(`The YAML source does not parse: ${(error as Error).message.split('\n')[0]}`);
  }
  return entriesOfTree(tree, sourceLanguage, 'YAML');
}
