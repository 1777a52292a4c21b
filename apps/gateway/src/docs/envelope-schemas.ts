import { OpenAPIObject } from '@nestjs/swagger';
import { ErrorCode } from '@app/contracts';

const timestamp = { type: 'string', format: 'date-time', example: '2026-01-01T12:00:00.000Z' };

/** The SPEC envelopes as reusable schemas. */
export const envelopeSchemas = {
  SuccessEnvelope: {
    type: 'object',
    required: ['status', 'timestamp', 'data'],
    properties: {
      status: { type: 'string', enum: ['ok'] },
      timestamp,
      data: { description: 'Depends on the endpoint' },
    },
  },
  ErrorEnvelope: {
    type: 'object',
    required: ['status', 'timestamp', 'error'],
    properties: {
      status: { type: 'string', enum: ['error'] },
      timestamp,
      error: {
        type: 'object',
        required: ['code', 'message'],
        properties: {
          code: { type: 'string', enum: Object.values(ErrorCode) },
          message: { type: 'string' },
          details: { type: 'array', items: {} },
        },
      },
    },
  },
};

const errorStatuses: Record<string, string> = {
  '400': 'Invalid input (validation, unknown language, over a limit, malformed JSON)',
  '401': 'Missing or invalid API key',
  '413': 'Body over the size limit',
  '429': 'Rate limit exceeded (Retry-After and RateLimit-* headers)',
  '503': 'A service, engine or dependency is unavailable',
};

/** Adds the error envelope to every operation, beside what each controller documents itself. */
export function addErrorResponses(document: OpenAPIObject): OpenAPIObject {
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ...envelopeSchemas } };
  const ref = { $ref: '#/components/schemas/ErrorEnvelope' };
  for (const path of Object.values(document.paths)) {
    // A path item also holds a summary, parameters and so on: only operations have responses.
    for (const operation of Object.values(path) as unknown[]) {
      if (typeof operation !== 'object' || operation === null || !('responses' in operation)) continue;
      const responses = operation.responses as Record<string, unknown>;
      for (const [status, description] of Object.entries(errorStatuses)) {
        responses[status] ??= { description, content: { 'application/json': { schema: ref } } };
      }
    }
  }
  return document;
}
