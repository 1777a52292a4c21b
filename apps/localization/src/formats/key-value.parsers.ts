import { jsonNestsDeeperThan } from '@app/common';
import { parse as parseYaml } from 'yaml';
import { SourceEntry, SourceParseError } from './source-entry';
import { SourceLimitError, SourceLimits, tooDeep } from './source-limits';
import { checkYamlStructure } from './yaml-structure';

type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

function childrenOf(value: unknown): (readonly [string, unknown])[] {
  if (Array.isArray(value)) return value.map((v, i) => [String(i), v] as const);
  return isTree(value) ? Object.entries(value) : [];
}

/**
 * Nested keys become dotted paths (`menu.file.open`), array items `list.0`; non-strings are not
 * translatable. A loop with its own stack, not recursion: no file can overflow the call stack.
 */
function flatten(root: unknown, limits: SourceLimits, format: string): SourceEntry[] {
  const out: SourceEntry[] = [];
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: '', depth: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, path, depth } = next;
    if (typeof value === 'string') {
      out.push({ key: path, text: value });
      continue;
    }
    if (depth >= limits.maxDepth && (Array.isArray(value) || isTree(value))) throw tooDeep(format, limits);
    // Pushed in reverse so that entries come out in file order.
    const children = childrenOf(value);
    for (let i = children.length - 1; i >= 0; i--) {
      const [key, child] = children[i];
      stack.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return out;
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

function entriesOfTree(tree: unknown, sourceLanguage: string, format: string, limits: SourceLimits): SourceEntry[] {
  if (!isTree(tree)) throw new SourceParseError(`The ${format} source must be an object of keys and strings`);
  return flatten(unwrapLanguage(tree, sourceLanguage), limits, format);
}

export function parseJsonSource(text: string, sourceLanguage: string, limits: SourceLimits): SourceEntry[] {
  if (jsonNestsDeeperThan(text, limits.maxDepth)) throw tooDeep('JSON', limits);
  let tree: unknown;
  try {
    tree = JSON.parse(text);
  } catch (error) {
    throw new SourceParseError(`The JSON source does not parse: ${(error as Error).message}`);
  }
  return entriesOfTree(tree, sourceLanguage, 'JSON', limits);
}

export function parseYamlSource(text: string, sourceLanguage: string, limits: SourceLimits): SourceEntry[] {
  checkYamlStructure(text, limits);
  let tree: unknown;
  try {
    tree = parseYaml(text, { maxAliasCount: limits.maxYamlAliases, uniqueKeys: false });
  } catch (error) {
    const message = (error as Error).message.split('\n')[0];
    // The library also weighs what the aliases expand to, beyond their number.
    if (message.includes('alias count'))
      throw new SourceLimitError(
        'maxYamlAliases',
        limits.maxYamlAliases,
        'The YAML source expands its aliases too much',
      );
    throw new SourceParseError(`The YAML source does not parse: ${message}`);
  }
  return entriesOfTree(tree, sourceLanguage, 'YAML', limits);
}
