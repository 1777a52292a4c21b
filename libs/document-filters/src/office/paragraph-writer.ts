import { parseTranslated, toRuns } from '../inline-tags';
import { ParagraphPlan, Wrapper } from './paragraph-plan';

/** The source bytes of a range with any translated paragraph inside it already replaced. */
export type Splice = (start: number, end: number) => string;

/** How a format writes a stretch of translated text inside its leaf wrapper (`<w:t>…</w:t>`). */
export type TextMarkup = (text: string) => string;

/**
 * A paragraph's new content from its translation. Each run of the translation gets the wrappers
 * of the groups around it, the innermost group's formatting deciding the run's properties (the
 * run's own formatting in the source); text outside every group gets the paragraph's plain
 * formatting. Objects are written where the translation puts them; repair of lost or invented
 * tags is `parseTranslated`'s.
 */
export function writeParagraph(plan: ParagraphPlan, translated: string, markup: TextMarkup, splice: Splice): string {
  const leaves = plan.plain.filter((w) => w.leaf);
  const open: Wrapper[] = [];
  let out = '';
  const enter = (chain: readonly Wrapper[]) => {
    let keep = 0;
    while (keep < open.length && keep < chain.length && open[keep] === chain[keep]) keep++;
    out += open
      .splice(keep)
      .reverse()
      .map((w) => w.close)
      .join('');
    for (const wrapper of chain.slice(keep)) {
      out += wrapper.open;
      open.push(wrapper);
    }
  };
  for (const run of toRuns(parseTranslated(translated, plan.tagged))) {
    const groups = run.groups.map((id) => plan.groups.get(id)).filter((g) => g !== undefined);
    const wrappers = groups.flatMap((g) => g.wrappers);
    if ('standalone' in run) {
      const object = plan.objects.get(run.standalone);
      if (!object) continue;
      enter(wrappers);
      out += `${object.prefix ?? ''}${splice(object.start, object.end)}${object.suffix ?? ''}`;
      continue;
    }
    let chain = groups.length === 0 ? plan.plain : [...wrappers, ...groups[groups.length - 1].fill];
    if (leaves.length > 0 && !chain.some((w) => w.leaf)) chain = [...chain, ...leaves];
    enter(chain);
    out += markup(run.text);
  }
  enter([]);
  return out;
}
