import { JsonSchemaFormat } from '@app/llm';

export const PROBLEM_SEVERITIES = ['critical', 'major', 'minor'] as const;
export const PROBLEM_CATEGORIES = [
  'mistranslation',
  'omission',
  'addition',
  'terminology',
  'grammar',
  'fluency',
  'style',
  'formatting',
  'length',
] as const;

export interface Problem {
  /** The words of the draft concerned (empty when the problem is something missing). */
  span: string;
  category: (typeof PROBLEM_CATEGORIES)[number];
  severity: (typeof PROBLEM_SEVERITIES)[number];
  fix: string;
  /** Found by our own checks (glossary, placeholders, length): the task is not done while one remains. */
  mustFix?: boolean;
}

/** CONTRACT "Engines": the critique is structured, sent as a strict JSON schema. */
export const critiqueSchema: JsonSchemaFormat = {
  name: 'translation_critique',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['problems'],
    properties: {
      problems: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['span', 'category', 'severity', 'fix'],
          properties: {
            span: { type: 'string' },
            category: { type: 'string', enum: [...PROBLEM_CATEGORIES] },
            severity: { type: 'string', enum: [...PROBLEM_SEVERITIES] },
            fix: { type: 'string' },
          },
        },
      },
    },
  },
};

/** Reads the model's critique; throws (so the client asks once more) when it is not one. */
export function parseCritique(value: unknown): Problem[] {
  const problems = (value as { problems?: unknown } | null)?.problems;
  if (!Array.isArray(problems)) throw new Error('critique without a problems list');
  return problems.map((raw: unknown) => {
    const p = raw as Record<string, unknown>;
    const severity = PROBLEM_SEVERITIES.find((s) => s === p.severity);
    if (!severity) throw new Error(`unknown severity ${String(p.severity)}`);
    const category = PROBLEM_CATEGORIES.find((c) => c === p.category) ?? 'style';
    return {
      span: typeof p.span === 'string' ? p.span : '',
      category,
      severity,
      fix: typeof p.fix === 'string' ? p.fix : '',
    };
  });
}

/** What still needs a revision: anything critical or major, and every problem of our own checks. */
export function blocking(problems: readonly Problem[]): Problem[] {
  return problems.filter((p) => p.mustFix === true || p.severity !== 'minor');
}

export function problemLines(problems: readonly Problem[]): string {
  return problems
    .map(
      (p, i) =>
        `${i + 1}. [${p.severity}${p.mustFix ? ', must fix' : ''}] ${p.category}${p.span ? `: "${p.span}"` : ''} - ${p.fix}`,
    )
    .join('\n');
}
