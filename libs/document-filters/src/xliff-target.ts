import { Element, isText } from 'domhandler';
import { nodeRange } from '@app/placeholders';
import { WriteOptions } from './document-filter';
import { UnitSplice } from './spliced-text';

/** Where an element's start tag lies, and its text (quoted `>` in attribute values allowed). */
export function startTag(source: string, el: Element): [number, string] {
  const [start, end] = nodeRange(source, el);
  const tagEnd = el.children.length > 0 ? nodeRange(source, el.children[0])[0] : end;
  const raw = source.slice(start, tagEnd);
  const tag = /^<[^\s/>]+(?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*\s*\/?>/.exec(raw)?.[0] ?? raw;
  return [start, tag];
}

/** The line break and indentation that end whitespace before an element, or '' if it has no line break. */
function lineIndent(space: string): string {
  const newline = space.lastIndexOf('\n');
  const tail = space.slice(newline + 1);
  if (newline < 0 || !/^[ \t]*$/.test(tail)) return '';
  return (space[newline - 1] === '\r' ? '\r\n' : '\n') + tail;
}

/**
 * The unit written as the target: an existing `target` is replaced whole (its start tag kept, a
 * `<target/>` opened), a missing one is added after the source, indented as the source is. The
 * whitespace around the source's text is kept around the translation.
 */
export function targetSplice(
  source: string,
  sourceElement: Element,
  target: Element | undefined,
  unit: UnitSplice,
  content: { start: number; end: number },
): UnitSplice {
  const lead = source.slice(content.start, unit.start);
  const trail = source.slice(unit.end, content.end);
  const name = sourceElement.name.replace(/source$/, 'target');
  const body = (translated: string, options: WriteOptions) => lead + unit.render(translated, options) + trail;
  if (target) {
    const [start, end] = nodeRange(source, target);
    const tag = startTag(source, target)[1];
    const open = tag.endsWith('/>') ? `${tag.slice(0, -2).trimEnd()}>` : tag;
    // The target's own language, if it states one, is the translation's.
    const opening = (language: string) => open.replace(/(\sxml:lang\s*=\s*)("[^"]*"|'[^']*')/, `$1"${language}"`);
    return {
      start,
      end,
      unit: unit.unit,
      render: (t, options) => `${opening(options.targetLanguage)}${body(t, options)}</${target.name}>`,
    };
  }
  const sourceEnd = nodeRange(source, sourceElement)[1];
  const before = sourceElement.prev;
  const indent = before && isText(before) ? lineIndent(before.data) : '';
  return {
    start: sourceEnd,
    end: sourceEnd,
    unit: unit.unit,
    render: (t, options) => `${indent}<${name}>${body(t, options)}</${name}>`,
  };
}
