import type { TermMatch } from '../types';

export const REASONS: Record<NonNullable<TermMatch['reason']>, string> = {
  all_caps_context: 'the text is all in capitals, so letter case cannot tell',
  initial_capital_only: 'the entry starts with a capital, the text does not',
  lemma_only: 'only the dictionary forms agree, the words themselves differ',
  segmentation_boundary: 'found inside a longer word',
};

/**
 * The text with each match marked; positions are Unicode code points (SPEC), so the text is cut
 * by code points, not by JavaScript's UTF-16 units.
 */
export function Highlighted(props: { label: string; text: string; matches: TermMatch[]; ambiguous: TermMatch[] }) {
  const points = Array.from(props.text);
  const marks = [
    ...props.matches.map((m) => ({ ...m, ambiguous: false })),
    ...props.ambiguous.map((m) => ({ ...m, ambiguous: true })),
  ].sort((a, b) => a.start - b.start);
  const parts = [];
  let at = 0;
  for (const mark of marks) {
    if (mark.start < at) continue;
    parts.push(points.slice(at, mark.start).join(''));
    const text = points.slice(mark.start, mark.end).join('');
    const why = mark.ambiguous && mark.reason ? `uncertain: ${REASONS[mark.reason]}` : `term “${mark.glossaryTerm}”`;
    parts.push(
      <mark key={mark.start} class={mark.ambiguous ? 'ambiguous' : undefined} title={why}>
        {text}
        <span class="visually-hidden"> ({why})</span>
      </mark>,
    );
    at = mark.end;
  }
  parts.push(points.slice(at).join(''));
  return (
    <figure class="highlighted">
      <figcaption>{props.label}</figcaption>
      <p>{parts}</p>
    </figure>
  );
}
