import {
  FluencyDimensions,
  FluencyEvaluation,
  FluencyIssueType,
  FluencyIssueTypes,
  FluencySeverities,
  FluencySeverity,
} from '@app/contracts';
import { JsonSchemaFormat } from '@app/llm';

const nullableText = { type: ['string', 'null'] };

/**
 * What the model must answer (strict json_schema: every property required, nothing else).
 * There is deliberately no overall score: the service computes `fluency` from the dimensions.
 */
export const FLUENCY_ANSWER_FORMAT: JsonSchemaFormat = {
  name: 'fluency_evaluation',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: [...FluencyDimensions, 'issue_type', 'severity', 'problematic_phrase', 'suggested_fix', 'main_issue'],
    properties: {
      ...Object.fromEntries(FluencyDimensions.map((d) => [d, { type: 'integer', minimum: 1, maximum: 10 }])),
      issue_type: { type: 'string', enum: [...FluencyIssueTypes] },
      severity: { type: ['string', 'null'], enum: [...FluencySeverities, null] },
      problematic_phrase: nullableText,
      suggested_fix: nullableText,
      main_issue: nullableText,
    },
  },
};

const DETAIL_FIELDS = ['severity', 'problematic_phrase', 'suggested_fix', 'main_issue'] as const;

/** Mean of the five dimensions, to two decimals. */
export function fluencyMean(scores: Record<(typeof FluencyDimensions)[number], number>): number {
  const sum = FluencyDimensions.reduce((total, d) => total + scores[d], 0);
  return Math.round((sum / FluencyDimensions.length) * 100) / 100;
}

function dimension(value: unknown, name: string): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 10) {
    throw new Error(`${name} must be an integer from 1 to 10, got ${JSON.stringify(value)}`);
  }
  return n;
}

function keyword(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  // A number or boolean reads as its text; an object as its JSON, which no keyword matches.
  const raw =
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : JSON.stringify(value);
  const text = raw
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return text === '' || text === 'null' ? null : text;
}

function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') throw new Error(`expected text or null, got ${JSON.stringify(value)}`);
  return value.trim() === '' ? null : value.trim();
}

/**
 * Checks a model answer and builds the evaluation, or throws saying what is wrong (the LLM
 * client then asks once more). Detail fields must be null exactly when there is no issue: a
 * model that names no issue yet describes one contradicts itself, and that is not guessed away.
 */
export function parseFluencyAnswer(value: unknown): FluencyEvaluation {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('the answer is not a JSON object');
  const answer = value as Record<string, unknown>;
  const scores = Object.fromEntries(FluencyDimensions.map((d) => [d, dimension(answer[d], d)])) as Record<
    (typeof FluencyDimensions)[number],
    number
  >;

  const issueType = keyword(answer.issue_type);
  if (!FluencyIssueTypes.includes(issueType as FluencyIssueType)) {
    throw new Error(
      `issue_type must be one of ${FluencyIssueTypes.join(', ')}, got ${JSON.stringify(answer.issue_type)}`,
    );
  }
  const details = {
    severity: keyword(answer.severity),
    problematic_phrase: text(answer.problematic_phrase),
    suggested_fix: text(answer.suggested_fix),
    main_issue: text(answer.main_issue),
  };
  if (issueType === 'none') {
    const filled = DETAIL_FIELDS.filter((f) => details[f] !== null);
    if (filled.length > 0) throw new Error(`issue_type is none, so ${filled.join(', ')} must be null`);
  } else {
    const missing = DETAIL_FIELDS.filter((f) => details[f] === null);
    if (missing.length > 0) throw new Error(`issue_type is ${issueType}, so ${missing.join(', ')} must be given`);
    if (!FluencySeverities.includes(details.severity as FluencySeverity)) {
      throw new Error(
        `severity must be one of ${FluencySeverities.join(', ')}, got ${JSON.stringify(answer.severity)}`,
      );
    }
  }
  return {
    fluency: fluencyMean(scores),
    ...scores,
    issue_type: issueType as FluencyIssueType,
    severity: details.severity as FluencySeverity | null,
    problematic_phrase: details.problematic_phrase,
    suggested_fix: details.suggested_fix,
    main_issue: details.main_issue,
  };
}
