import { Atom, planParagraph, Wrapper } from './paragraph-plan';
import { PlacedParagraph } from './translatable-part';
import { childElements, escapeXmlText, isElement, XmlElement } from './xml-tree';

/**
 * The element names of a run-based paragraph (WordprocessingML `w:p`, DrawingML `a:p`,
 * SpreadsheetML `si`/`is`): runs with their properties and text, the paragraph's own properties
 * before and after them, containers whose runs keep a wrapper (a link, an insertion) and marks
 * that carry nothing for a reader (proofing, rendered page breaks), which are dropped.
 */
export interface RunVocabulary {
  readonly run: string;
  readonly runProperties: string;
  readonly text: string;
  readonly leadingProperties: readonly string[];
  readonly trailingProperties: readonly string[];
  readonly containers: readonly string[];
  /** Containers whose runs are inside a child of theirs. */
  readonly containerContent: Readonly<Partial<Record<string, string>>>;
  readonly dropped: readonly string[];
  /** A run's properties as compared: without what differs between runs that look alike. */
  readonly formatKey: (runProperties: string) => string;
  /** How the translated text is written inside a run. */
  readonly markup: (text: string) => string;
}

export const runTextMarkup = (textElement: string) => (text: string) =>
  `<${textElement} xml:space="preserve">${escapeXmlText(text)}</${textElement}>`;

const textOf = (element: XmlElement): string =>
  element.children.map((c) => (isElement(c) ? textOf(c) : c.text)).join('');

/** The paragraph's unit and content range, or undefined when it has nothing to translate. */
export function placeRunParagraph(
  paragraph: XmlElement,
  xml: string,
  words: RunVocabulary,
): PlacedParagraph | undefined {
  const children = childElements(paragraph);
  let first = 0;
  let last = children.length;
  while (first < last && words.leadingProperties.includes(children[first].name)) first++;
  while (last > first && words.trailingProperties.includes(children[last - 1].name)) last--;
  if (first === last) return undefined;
  const atoms: Atom[] = [];
  collectAtoms(children.slice(first, last), [], xml, words, atoms);
  const plan = planParagraph(atoms);
  return plan && { start: children[first].start, end: children[last - 1].end, plan };
}

function collectAtoms(
  elements: readonly XmlElement[],
  chain: readonly Wrapper[],
  xml: string,
  words: RunVocabulary,
  atoms: Atom[],
): void {
  for (const element of elements) {
    if (words.dropped.includes(element.name)) continue;
    if (element.name === words.run) collectRun(element, chain, xml, words, atoms);
    else if (element.name === words.text)
      atoms.push({ kind: 'text', text: textOf(element), chain: [...chain, bareRun(words)] });
    else {
      const content = containerContent(element, words);
      if (!content) atoms.push({ kind: 'object', start: element.start, end: element.end, chain });
      else {
        // The wrapper is everything of the container around its runs (a content control's properties too).
        const open = xml.slice(element.start, content.openEnd);
        const wrapper: Wrapper = { key: open, open, close: xml.slice(content.closeStart, element.end) };
        collectAtoms(childElements(content), [...chain, wrapper], xml, words, atoms);
      }
    }
  }
}

/** The element holding a container's runs: itself, or the named child (`w:sdt`'s `w:sdtContent`). */
function containerContent(element: XmlElement, words: RunVocabulary): XmlElement | undefined {
  if (!words.containers.includes(element.name)) return undefined;
  const name = words.containerContent[element.name];
  const content = name === undefined ? element : childElements(element).find((c) => c.name === name);
  return content && content.openEnd < content.end ? content : undefined;
}

function collectRun(
  run: XmlElement,
  chain: readonly Wrapper[],
  xml: string,
  words: RunVocabulary,
  atoms: Atom[],
): void {
  const children = childElements(run);
  const properties = children.find((c) => c.name === words.runProperties);
  const raw = properties ? xml.slice(properties.start, properties.end) : '';
  const wrapper: Wrapper = {
    key: words.formatKey(raw),
    open: `<${words.run}>${raw}`,
    close: `</${words.run}>`,
    leaf: true,
  };
  for (const child of children) {
    if (child === properties || words.dropped.includes(child.name)) continue;
    if (child.name === words.text) atoms.push({ kind: 'text', text: textOf(child), chain: [...chain, wrapper] });
    else
      atoms.push({
        kind: 'object',
        start: child.start,
        end: child.end,
        prefix: wrapper.open,
        suffix: wrapper.close,
        chain,
      });
  }
}

/** Text straight in the paragraph (a shared string's `<t>`) reads as a run without properties. */
const bareRuns = new Map<string, Wrapper>();
function bareRun(words: RunVocabulary): Wrapper {
  let wrapper = bareRuns.get(words.run);
  if (!wrapper) {
    wrapper = { key: '', open: `<${words.run}>`, close: `</${words.run}>`, leaf: true };
    bareRuns.set(words.run, wrapper);
  }
  return wrapper;
}
