import { MessageFormatElement, PluralElement, SelectElement, TYPE, parse } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer';

/**
 * ICU messages with `plural`, `select` or `selectordinal` in a localization table: the syntax is
 * kept and the text of each branch translated on its own. A branch becomes one plain text for
 * the translation service, with `#` written `{#}`, each nested plural or select `{#icuN}` and
 * each other argument (`{name}`, `{n, number}`) `{#argN}`: single-brace placeholders that the
 * placeholder protector keeps; everything else in the translation is literal text and quoted
 * as ICU requires. Plurals are rewritten with the target language's CLDR
 * categories (`Intl.PluralRules`): a category the source lacks takes the source's `other`
 * branch, one the target does not use is dropped; exact selectors (`=0`) stay.
 */
export interface IcuMessage {
  /** The plain texts to translate, one per branch (and one for the text around the blocks). */
  texts: string[];
  /** The message in the target language from the translations of `texts`, in order. */
  rebuild(translations: string[]): string;
}

const POUND = '{#}';
const NESTED = /\{#(icu|arg)(\d+)\}|\{#\}/;
const CATEGORY_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];
const MAX_ICU_DEPTH = 8;

type Block = PluralElement | SelectElement;

/** Null when the text is no ICU message with a plural or select (or does not parse). */
export function parseIcuMessage(text: string, targetLanguage: string): IcuMessage | null {
  if (!/\{\s*[\p{L}\p{N}_.-]+\s*,\s*(?:plural|select|selectordinal)\s*,/u.test(text)) return null;
  let ast: MessageFormatElement[];
  try {
    ast = parse(text, { ignoreTag: true, requiresOtherClause: false });
  } catch {
    return null;
  }
  if (depth(ast) > MAX_ICU_DEPTH) return null;
  const texts: string[] = [];
  // Each fragment (the message, each branch) is one text; blocks inside it are numbered.
  const fragments: { elements: MessageFormatElement[]; blocks: Block[]; args: string[] }[] = [];
  const collect = (elements: MessageFormatElement[]): number => {
    const blocks: Block[] = [];
    const args: string[] = [];
    let source = '';
    for (const element of elements) {
      if (element.type === TYPE.literal) source += element.value;
      else if (element.type === TYPE.pound) source += POUND;
      else if (element.type === TYPE.plural || element.type === TYPE.select) {
        source += `{#icu${blocks.length}}`;
        blocks.push(element);
      } else {
        source += `{#arg${args.length}}`;
        args.push(printAST([element]));
      }
    }
    const index = fragments.length;
    fragments.push({ elements, blocks, args });
    texts.push(source);
    for (const block of blocks) for (const option of Object.values(block.options)) collect(option.value);
    return index;
  };
  collect(ast);

  return {
    texts,
    rebuild: (translations) => {
      let next = 0;
      const build = (inPlural: boolean): string => {
        const { blocks, args } = fragments[next];
        const translated = translations[next++];
        const nested = blocks.map((block) => {
          const options = Object.entries(block.options).map(
            ([key]) => [key, build(inPlural || isPlural(block))] as const,
          );
          return printBlock(block, options, targetLanguage);
        });
        let out = '';
        let rest = translated;
        for (let m = NESTED.exec(rest); m; m = NESTED.exec(rest)) {
          const [token] = m;
          const n = Number(m[2]);
          out += escapeLiteral(rest.slice(0, m.index), inPlural);
          out += token === POUND ? '#' : token.startsWith('{#icu') ? nested[n] : args[n];
          rest = rest.slice(m.index + token.length);
        }
        return out + escapeLiteral(rest, inPlural);
      };
      return build(false);
    },
  };
}

function isPlural(block: Block): block is PluralElement {
  return block.type === TYPE.plural;
}

function depth(elements: MessageFormatElement[]): number {
  let deepest = 0;
  for (const e of elements) {
    if (e.type === TYPE.plural || e.type === TYPE.select)
      for (const option of Object.values(e.options)) deepest = Math.max(deepest, 1 + depth(option.value));
  }
  return deepest;
}

/** A block with its translated branches; plurals take the target language's categories. */
function printBlock(block: Block, translated: readonly (readonly [string, string])[], targetLanguage: string): string {
  const branches = new Map(translated);
  let keys = [...branches.keys()];
  let kind = 'select';
  if (isPlural(block)) {
    kind = block.pluralType === 'ordinal' ? 'selectordinal' : 'plural';
    const categories = pluralCategories(targetLanguage, block.pluralType ?? 'cardinal');
    const fallback = branches.get('other') ?? [...branches.values()].at(-1) ?? '';
    for (const category of categories) if (!branches.has(category)) branches.set(category, fallback);
    keys = [...keys.filter((k) => k.startsWith('=')), ...CATEGORY_ORDER.filter((c) => categories.includes(c))];
  }
  const offset = isPlural(block) && block.offset ? ` offset:${block.offset}` : '';
  const body = keys.map((k) => `${k} {${branches.get(k)}}`).join(' ');
  return `{${block.value}, ${kind},${offset} ${body}}`;
}

function pluralCategories(language: string, type: 'cardinal' | 'ordinal'): string[] {
  try {
    return new Intl.PluralRules(language, { type }).resolvedOptions().pluralCategories;
  } catch {
    return ['other'];
  }
}

/**
 * Translated text back into ICU literal syntax: braces quoted, `#` quoted inside a plural, and an
 * apostrophe doubled where it would otherwise start a quotation.
 */
function escapeLiteral(text: string, inPlural: boolean): string {
  return text
    .replace(/'(?=[{}#|'])/g, "''")
    .replace(/[{}]/g, (c) => `'${c}'`)
    .replace(/#/g, (c) => (inPlural ? `'${c}'` : c));
}
