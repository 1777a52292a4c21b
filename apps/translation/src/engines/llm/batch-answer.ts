import { JsonSchemaFormat } from '@app/llm';
import { FluencyScores } from '../translation-engine';

const ISSUE_TYPES = [
  'calque',
  'collocation',
  'idiom_literal',
  'discourse_marker',
  'register_mismatch',
  'false_friend',
  'none',
];
const SEVERITIES = ['critical', 'major', 'minor', 'cosmetic'];
const DIMENSIONS = ['idiomatic', 'collocational', 'discourse', 'pragmatic', 'calque'] as const;

export type BatchAnswer = Map<number, { translation: string; fluency?: FluencyScores }>;

const nullableString = { type: ['string', 'null'] };

const fluencySchema = {
  type: 'object',
  additionalProperties: false,
  required: [...DIMENSIONS, 'issue_type', 'severity', 'problematic_phrase', 'suggested_fix', 'main_issue'],
  properties: {
    ...Object.fromEntries(DIMENSIONS.map((d) => [d, { type: 'integer', minimum: 1, maximum: 10 }])),
    issue_type: { type: 'string', enum: ISSUE_TYPES },
    severity: { type: ['string', 'null'], enum: [...SEVERITIES, null] },
    problematic_phrase: nullableString,
    suggested_fix: nullableString,
    main_issue: nullableString,
  },
};

/** Strict JSON schema of the batch answer (CONTRACT: structured answers use `json_schema`, strict). */
export function batchSchema(withFluency: boolean): JsonSchemaFormat {
  const item = {
    type: 'object',
    additionalProperties: false,
    required: withFluency ? ['index', 'translation', 'fluency'] : ['index', 'translation'],
    properties: {
      index: { type: 'integer', minimum: 0 },
      translation: { type: 'string' },
      ...(withFluency ? { fluency: fluencySchema } : {}),
    },
  };
  return {
    name: withFluency ? 'batch_translation_with_fluency' : 'batch_translation',
    schema: {
      type: 'object',
      additionalProperties: false,
      required: ['translations'],
      properties: { translations: { type: 'array', items: item } },
    },
  };
}

export function toFluencyScores(raw: unknown): FluencyScores | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const r = raw as Record<string, unknown>;
  const scores = DIMENSIONS.map((d) => r[d]);
  if (!scores.every((s) => typeof s === 'number' && s >= 1 && s <= 10)) return undefined;
  const issue = ISSUE_TYPES.includes(r.issue_type as string) ? (r.issue_type as string) : 'none';
  const text = (v: unknown) => (issue !== 'none' && typeof v === 'string' ? v : null);
  const mean = (scores as number[]).reduce((a, b) => a + b, 0) / scores.length;
  return {
    fluency: Math.round(mean * 100) / 100,
    ...(Object.fromEntries(DIMENSIONS.map((d, i) => [d, scores[i]])) as Record<(typeof DIMENSIONS)[number], number>),
    issue_type: issue,
    severity: issue !== 'none' && SEVERITIES.includes(r.severity as string) ? (r.severity as string) : null,
    problematic_phrase: text(r.problematic_phrase),
    suggested_fix: text(r.suggested_fix),
    main_issue: text(r.main_issue),
  };
}

/**
 * The usable entries of a batch answer. Entries that are missing, duplicated or out of range
 * are left out (those items get their own call); an answer without any usable entry is malformed.
 */
export function parseBatchAnswer(value: unknown, count: number, withFluency: boolean): BatchAnswer {
  const list = typeof value === 'object' && value !== null && 'translations' in value ? value.translations : undefined;
  if (!Array.isArray(list)) throw new Error('no "translations" array');
  const answer: BatchAnswer = new Map();
  for (const entry of list) {
    const { index, translation, fluency } = (entry ?? {}) as {
      index?: unknown;
      translation?: unknown;
      fluency?: unknown;
    };
    if (!Number.isInteger(index) || (index as number) < 0 || (index as number) >= count || answer.has(index as number))
      continue;
    if (typeof translation !== 'string' || translation.trim() === '') continue;
    answer.set(index as number, { translation, fluency: withFluency ? toFluencyScores(fluency) : undefined });
  }
  if (answer.size === 0 && count > 0) throw new Error('no usable translation in the answer');
  return answer;
}
