import { GembaResponse } from '@app/contracts';
import { JsonSchemaFormat } from '@app/llm';

export const GEMBA_ANSWER_FORMAT: JsonSchemaFormat = {
  name: 'gemba_da_score',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['score'],
    properties: { score: { type: 'number', minimum: 0, maximum: 100 } },
  },
};

/**
 * A score from a free-text answer, the way the GEMBA authors parsed theirs: the one number in
 * the text ("85", "Score: 85"), or "85/100". Anything else (no number, several) is malformed.
 */
export function gembaScoreFromText(text: string): number {
  const trimmed = text.trim();
  const outOf100 = /^(?:score\s*:?\s*)?(-?\d+(?:\.\d+)?)\s*\/\s*100\.?$/i.exec(trimmed);
  if (outOf100) return Number(outOf100[1]);
  const numbers = trimmed.match(/-?\d+(?:\.\d+)?/g) ?? [];
  if (numbers.length === 1) return Number(numbers[0]);
  throw new Error(`the answer holds no single score: ${JSON.stringify(trimmed.slice(0, 80))}`);
}

/**
 * Checks the model's score. Out of 0-100 is an error (the client asks once more, then the
 * request fails), never clamped: a model that answers 120 has not understood the scale.
 */
export function parseGembaAnswer(value: unknown): GembaResponse {
  const raw =
    typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as { score?: unknown }).score : value;
  const score = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof score !== 'number' || !Number.isFinite(score))
    throw new Error(`score must be a number, got ${JSON.stringify(raw)}`);
  if (score < 0 || score > 100) throw new Error(`score ${score} is outside 0-100`);
  return { score };
}
