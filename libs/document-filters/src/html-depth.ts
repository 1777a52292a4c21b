import { Tokenizer } from 'htmlparser2';
import { documentLimit } from './document-error';

/** Far deeper than real pages; htmlparser2's tree building is quadratic in depth (100,000 levels: 13 s). */
export const MAX_HTML_DEPTH = 1000;
const VOID = new Set(
  'area base br col embed hr img input link meta param source track wbr basefont bgsound frame keygen'.split(' '),
);
/** Elements an HTML page often leaves open: a second one closes the first. */
const IMPLIED = new Set('p li dt dd tr td th option optgroup thead tbody tfoot colgroup rt rp'.split(' '));
const NEAR = 8;

/**
 * The page's nesting, measured with htmlparser2's tokenizer alone (linear) before the tree is
 * built; past `MAX_HTML_DEPTH` it is a `limit`. Unclosed `<p>`/`<li>`-like elements close their
 * open namesake, as HTML does, so a long list without end tags is not deep.
 */
export function checkHtmlDepth(html: string): void {
  const stack: string[] = [];
  let name = '';
  const near = (tag: string) => {
    for (let i = stack.length - 1; i >= Math.max(0, stack.length - NEAR); i--) if (stack[i] === tag) return i;
    return -1;
  };
  const noop = () => undefined;
  const tokenizer = new Tokenizer(
    { xmlMode: false, decodeEntities: false },
    {
      onopentagname: (start, end) => {
        name = html.slice(start, end).toLowerCase();
        const open = IMPLIED.has(name) ? near(name) : -1;
        if (open >= 0) stack.length = open;
      },
      onopentagend: () => {
        if (VOID.has(name)) return;
        stack.push(name);
        if (stack.length > MAX_HTML_DEPTH) throw documentLimit('levels of nested elements', MAX_HTML_DEPTH);
      },
      onselfclosingtag: noop,
      onclosetag: (start, end) => {
        const open = near(html.slice(start, end).toLowerCase());
        if (open >= 0) stack.length = open;
      },
      onattribdata: noop,
      onattribentity: noop,
      onattribend: noop,
      onattribname: noop,
      oncdata: noop,
      oncomment: noop,
      ondeclaration: noop,
      onend: noop,
      onprocessinginstruction: noop,
      ontext: noop,
      ontextentity: noop,
    },
  );
  tokenizer.write(html);
  tokenizer.end();
}
