import { protect } from '@app/placeholders';
import { Problem } from './critique';

/** CONTRACT: a `uiSafe` result is at most this many times as long as the source. */
export const UI_SAFE_MAX_LENGTH_RATIO = 1.3;

const length = (text: string) => [...text].length;

export function uiSafeRules(source: string): string {
  const { placeholders } = protect(source);
  const kept = placeholders.length
    ? `Keep each of these placeholders and markup tokens exactly once and unchanged: ${[...new Set(placeholders)].map((p) => `\`${p}\``).join(', ')}.`
    : '';
  const max = Math.floor(length(source) * UI_SAFE_MAX_LENGTH_RATIO);
  return `This is a user-interface string. ${kept} The translation must not be longer than ${max} characters.`;
}

/** Placeholders of the source the draft lost or repeated, and a length over the limit: must-fix problems. */
export function uiSafeProblems(source: string, draft: string): Problem[] {
  const problems = placeholderProblems(source, draft);
  const max = Math.floor(length(source) * UI_SAFE_MAX_LENGTH_RATIO);
  if (length(draft) > max)
    problems.push({
      span: '',
      category: 'length',
      severity: 'major',
      fix: `the translation has ${length(draft)} characters; shorten it to at most ${max} without losing meaning`,
      mustFix: true,
    });
  return problems;
}

/** Placeholders of the source the draft lost or repeated (issue 37: every task, uiSafe or not). */
export function placeholderProblems(source: string, draft: string): Problem[] {
  const problems: Problem[] = [];
  const wanted = counts(protect(source).placeholders);
  const got = counts(protect(draft).placeholders);
  for (const [token, n] of wanted) {
    const have = got.get(token) ?? 0;
    if (have !== n)
      problems.push({
        span: token,
        category: 'formatting',
        severity: 'critical',
        fix: `the source has ${token} ${n} time(s), the translation ${have}: keep it exactly as in the source`,
        mustFix: true,
      });
  }
  return problems;
}

function counts(tokens: string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const t of tokens) map.set(t, (map.get(t) ?? 0) + 1);
  return map;
}
