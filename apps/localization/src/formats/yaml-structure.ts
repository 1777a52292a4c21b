import { CST, Parser } from 'yaml';
import { SourceLimits, SourceLimitError, tooDeep } from './source-limits';

/**
 * One pass over the lines that over-estimates nesting only slightly (a wrapped plain scalar
 * counts as a level) and under-estimates it at most twofold (a sequence may sit at its key's
 * indentation). The yaml library's parser slows down with the square of the nesting, so a
 * file of ten megabytes of `[` or `- ` must be refused before it runs.
 */
export function estimateYamlDepth(text: string, stopAbove: number): number {
  const indents: number[] = [];
  let deepest = 0;
  let flow = 0;
  let quote: '"' | "'" | null = null;
  let blockScalarIndent = -1;
  for (const line of text.split('\n')) {
    const content = line.trimStart();
    const indent = line.length - content.length;
    if (content === '' || (flow === 0 && quote === null && content.startsWith('#'))) continue;
    if (blockScalarIndent >= 0 && indent > blockScalarIndent) continue;
    blockScalarIndent = -1;
    let i = 0;
    let compact = 0;
    if (flow === 0 && quote === null) {
      while (indents.length > 0 && indents[indents.length - 1] > indent) indents.pop();
      if (indents.length === 0 || indents[indents.length - 1] < indent) indents.push(indent);
      // `- - a`, `? a`, `- key: [..]`: indicators that open a level on the same line.
      const indicators = /^(?:[-?:](?:\s+|$))*/.exec(content)?.[0] ?? '';
      compact = indicators.replace(/\s/g, '').length;
      i = indicators.length;
      const value = /^[^#'"[{]*?:(?:\s+|$)/.exec(content.slice(i));
      if (value && !/^[[{]/.test(content.slice(i))) i += value[0].length;
    }
    let lineFlowMax = flow;
    for (; i < content.length; i++) {
      const c = content[i];
      if (quote !== null) {
        if (c === '\\' && quote === '"') i++;
        else if (c === quote) quote = null;
        continue;
      }
      if (flow === 0 && c !== '[' && c !== '{') break;
      if (c === '"' || c === "'") quote = c;
      else if (c === '#' && /\s/.test(content[i - 1] ?? ' ')) break;
      else if (c === '[' || c === '{') lineFlowMax = Math.max(lineFlowMax, ++flow);
      else if (c === ']' || c === '}') flow = Math.max(0, flow - 1);
    }
    if (flow === 0 && quote === null && /(?:^|\s)[|>][-+1-9]*\s*(?:#.*)?$/.test(content)) blockScalarIndent = indent;
    deepest = Math.max(deepest, indents.length + compact + lineFlowMax);
    if (deepest > stopAbove) return deepest;
  }
  return deepest;
}

const COLLECTIONS = new Set(['block-map', 'block-seq', 'flow-collection']);

/** Exact nesting and alias count from the parser's concrete syntax tree, walked without recursion. */
function measureYaml(text: string): { depth: number; aliases: number } {
  let depth = 0;
  let aliases = 0;
  const stack: { token: CST.Token | undefined; depth: number }[] = [];
  for (const token of new Parser().parse(text)) stack.push({ token, depth: 0 });
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { token, depth: parentDepth } = next;
    if (!token) continue;
    const level = COLLECTIONS.has(token.type) ? parentDepth + 1 : parentDepth;
    depth = Math.max(depth, level);
    if (token.type === 'alias') aliases++;
    if (token.type === 'document') stack.push({ token: token.value, depth: level });
    if ('items' in token)
      for (const item of token.items) {
        if ('key' in item) stack.push({ token: item.key ?? undefined, depth: level });
        stack.push({ token: item.value, depth: level });
      }
  }
  return { depth, aliases };
}

/** Refuses a YAML source nested or aliased past the limits, before the library builds it. */
export function checkYamlStructure(text: string, limits: SourceLimits): void {
  // The estimate may fall short of the truth by half; the margin keeps honest files clear of it.
  if (estimateYamlDepth(text, 2 * limits.maxDepth + 8) > 2 * limits.maxDepth + 8) throw tooDeep('YAML', limits);
  const { depth, aliases } = measureYaml(text);
  if (depth > limits.maxDepth) throw tooDeep('YAML', limits);
  if (aliases > limits.maxYamlAliases)
    throw new SourceLimitError('maxYamlAliases', limits.maxYamlAliases, `The YAML source uses ${aliases} aliases`);
}
