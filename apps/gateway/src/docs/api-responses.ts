import { applyDecorators, Type } from '@nestjs/common';
import { ApiExtension, ApiExtraModels, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import type { ReferenceObject, SchemaObject } from '@nestjs/swagger';
import { ErrorCode } from '@app/contracts';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../errors/error-status';

/**
 * The SPEC envelopes as OpenAPI pieces, and the decorators that put them on routes. The standard
 * error answers every route can give are added to every operation by `addStandardResponses`
 * (docs/openapi.ts), so a route only names the statuses that are its own (404, 409, 410, 422).
 */

const timestamp: SchemaObject = { type: 'string', format: 'date-time', example: '2026-01-01T12:00:00.000Z' };

export const ERROR_ENVELOPE = 'ErrorEnvelope';
export const errorEnvelopeRef: ReferenceObject = { $ref: `#/components/schemas/${ERROR_ENVELOPE}` };

export const envelopeSchemas: Record<string, SchemaObject> = {
  [ERROR_ENVELOPE]: {
    type: 'object',
    description: 'Every failure: SPEC error envelope with CONTRACT `error.code` and, where useful, `error.details`',
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
          details: {
            type: 'array',
            description: 'Per field problems (`{field, problems}`), failed items, or the request id of a 500',
            items: {},
          },
        },
      },
    },
  },
};

const integerHeader = (description: string) => ({
  description,
  required: true,
  schema: { type: 'integer', minimum: 0 },
});
const rateLimitHeaders = {
  'Retry-After': integerHeader('Seconds until the rate window resets (a spent monthly quota: until the quota resets)'),
  'RateLimit-Limit': integerHeader('Requests allowed per window for this key'),
  'RateLimit-Remaining': integerHeader('Requests left in this window'),
  'RateLimit-Reset': integerHeader('Seconds until the window resets'),
};

const unavailableHeaders = {
  'Retry-After': integerHeader(
    `Seconds to wait before trying again (${String(UNAVAILABLE_RETRY_AFTER_SECONDS)}: a crashed service is restarted within seconds)`,
  ),
};

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 503;

const defaultDescriptions: Record<ErrorStatus, string> = {
  400: 'Invalid input: validation, unknown language, over a limit, malformed JSON (`BAD_REQUEST`)',
  401: 'Missing, invalid or revoked API key (`UNAUTHORIZED`)',
  403: 'Refused (`FORBIDDEN`)',
  404: 'Unknown id, or an id of another organization (`NOT_FOUND`)',
  409: 'Conflicts with the current state (`CONFLICT`)',
  410: 'Expired (`GONE`)',
  413: 'Body over the size limit: 1 MiB JSON, 10 MiB files (`PAYLOAD_TOO_LARGE`)',
  415: 'Body in an encoding or charset the service does not read',
  422: 'Well-formed but cannot be processed, e.g. a file that does not parse (`UNPROCESSABLE`)',
  429: 'Rate limit exceeded (`RATE_LIMITED`), or the monthly credits are spent (`QUOTA_EXCEEDED`); wait Retry-After seconds',
  500: 'Unexpected failure (`INTERNAL`): `error.details[0].requestId` names it in the logs',
  503: 'A service, engine or dependency is unavailable, or no language model is configured (`ENGINE_UNAVAILABLE`)',
};

/** One error answer: the envelope, and the headers CONTRACT promises with it (a 429 of the API-key rate limit). */
export function errorResponse(
  status: ErrorStatus,
  description = defaultDescriptions[status],
  rateLimited = status === 429,
) {
  return {
    description,
    ...(rateLimited ? { headers: rateLimitHeaders } : {}),
    ...(status === 503 ? { headers: unavailableHeaders } : {}),
    content: { 'application/json': { schema: errorEnvelopeRef } },
  };
}

export function isErrorStatus(status: number): status is ErrorStatus {
  return status in defaultDescriptions;
}

/**
 * The route's own error statuses, each with what it means on this route (an empty string: the
 * default wording). `rateLimited: false` leaves the API-key rate limit's headers off a 429 (the web
 * app's sign-in lock has none).
 */
export function ApiErrors(descriptions: Partial<Record<ErrorStatus, string>>, { rateLimited = true } = {}) {
  return applyDecorators(
    ...Object.entries(descriptions).map(([status, description]) => {
      const code = Number(status) as ErrorStatus;
      const response = errorResponse(code, description || undefined, rateLimited && code === 429);
      return ApiResponse({
        status: Number(status),
        description: response.description,
        schema: errorEnvelopeRef,
        ...('headers' in response ? { headers: response.headers } : {}),
      });
    }),
  );
}

/** A route that needs no API key (a signed link): no security requirement, no 401 nor 429. */
export const ApiNoAuth = () => ApiExtension('x-no-auth', true);

type DataSchema = Type<unknown> | [Type<unknown>] | SchemaObject | ReferenceObject;

function schemaOf(data: DataSchema): SchemaObject | ReferenceObject {
  if (Array.isArray(data)) return { type: 'array', items: { $ref: getSchemaPath(data[0]) } };
  if (typeof data === 'function') return { $ref: getSchemaPath(data) };
  return data;
}

function classesOf(data: DataSchema): Type<unknown>[] {
  if (Array.isArray(data)) return [data[0]];
  return typeof data === 'function' ? [data] : [];
}

export interface EnvelopeOptions {
  status?: number;
  description?: string;
  /** `status` values of the envelope (207 answers `partial_success`). */
  envelopeStatus?: string;
  /** Top-level members beside `data` (`pagination`, `fluency`). */
  extras?: Record<string, SchemaObject | ReferenceObject>;
  requiredExtras?: string[];
  /** More classes the data schema refers to by `getSchemaPath`. */
  models?: Type<unknown>[];
}

/** The SPEC success envelope around `data`: a class, `[Class]`, or any schema (`oneOf` for Forms A and B). */
export function envelopeSchema(data: DataSchema, options: EnvelopeOptions = {}): SchemaObject {
  return {
    type: 'object',
    required: ['status', 'timestamp', 'data', ...(options.requiredExtras ?? [])],
    properties: {
      status: { type: 'string', enum: [options.envelopeStatus ?? 'ok'] },
      timestamp,
      data: schemaOf(data),
      ...options.extras,
    },
  };
}

/** A success answer (200 unless `status` says otherwise) in the SPEC envelope. */
export function ApiEnvelope(data: DataSchema, options: EnvelopeOptions = {}) {
  return applyDecorators(
    ApiExtraModels(...classesOf(data), ...(options.models ?? [])),
    ApiResponse({
      status: options.status ?? 200,
      description: options.description ?? 'Success',
      schema: envelopeSchema(data, options),
    }),
  );
}

/**
 * The request body per media type (Nest's `@ApiBody` gives every media type one schema): applied by
 * `addStandardResponses`.
 */
export const ApiRequestContent = (schemas: Record<string, SchemaObject | ReferenceObject>) =>
  ApiExtension('x-request-content', schemas);
