import type { OpenAPIObject, SchemaObject } from '@nestjs/swagger';
import { DEEPL_ERROR, deeplExamples } from '../deepl-api/deepl.docs';
import { DEEPL_SECURITY, DEEPL_TAG } from '../deepl-api/deepl-api.decorators';
import { LIBRETRANSLATE_SECURITY, LIBRETRANSLATE_TAG } from '../libretranslate-api/libretranslate-api.decorators';
import { libreExamples } from '../libretranslate-api/libretranslate.docs';
import type { OperationExample } from './examples';

const LIBRETRANSLATE_ERROR = 'LibreTranslateError';

export const compatibleApiTags = [DEEPL_TAG, LIBRETRANSLATE_TAG];
export const compatibleApiExamples: Record<string, OperationExample> = { ...deeplExamples, ...libreExamples };

interface Protocol {
  schema: string;
  /** The error statuses any of its operations can answer, with what each means there. */
  errors: Record<number, string>;
}

/** The error answers of each compatible API: its own shape and statuses, not the SPEC envelope. */
const protocols: Record<string, Protocol> = {
  '/deepl/': {
    schema: DEEPL_ERROR,
    errors: {
      400: 'Bad request: a parameter is missing or not supported (the message names it)',
      403: 'Missing or invalid key (`Authorization: DeepL-Auth-Key <key>`)',
      404: 'No such glossary in this organization',
      413: 'Body over the size limit',
      415: 'Body in an encoding or charset the service does not read',
      429: 'Too many requests for this key: wait Retry-After seconds',
      456: "The month's credits are spent",
      500: 'Unexpected failure',
      503: 'A service or engine is unavailable',
    },
  },
  '/libretranslate/': {
    schema: LIBRETRANSLATE_ERROR,
    errors: {
      400: 'Invalid request, or no api_key',
      403: 'Invalid api_key',
      413: 'Body over the size limit',
      415: 'Body in an encoding or charset the service does not read',
      429: "Slowed down: the key's rate, or the month's credits spent",
      500: 'Unexpected failure',
      503: 'A service or engine is unavailable',
    },
  },
};

const errorSchemas: Record<string, SchemaObject> = {
  [DEEPL_ERROR]: {
    type: 'object',
    description: "DeepL's error answer",
    required: ['message'],
    properties: { message: { type: 'string' } },
  },
  [LIBRETRANSLATE_ERROR]: {
    type: 'object',
    description: "LibreTranslate's error answer",
    required: ['error'],
    properties: { error: { type: 'string' } },
  },
};

/** The compatible API a path belongs to, if any. */
export function compatibleProtocolOf(path: string): Protocol | undefined {
  return Object.entries(protocols).find(([prefix]) => path.startsWith(prefix))?.[1];
}

/** Each error status of the protocol, in its own shape, on an operation of that protocol. */
export function addCompatibleErrors(
  protocol: Protocol,
  responses: Record<string, Record<string, unknown>>,
  public_: boolean,
): void {
  for (const [status, description] of Object.entries(protocol.errors)) {
    if (public_ && (status === '403' || status === '456' || status === '429')) continue;
    responses[status] = {
      description,
      ...responses[status],
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${protocol.schema}` } } },
    };
  }
}

/** Error schemas and the key schemes the two protocols' clients use. */
export function addCompatibleComponents(document: OpenAPIObject): void {
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ...errorSchemas },
    securitySchemes: {
      ...document.components?.securitySchemes,
      [DEEPL_SECURITY]: {
        type: 'apiKey',
        in: 'header',
        name: 'Authorization',
        description: "DeepL's header: `DeepL-Auth-Key <key>` with an API key of ours",
      },
      [LIBRETRANSLATE_SECURITY]: {
        type: 'apiKey',
        in: 'query',
        name: 'api_key',
        description: 'An API key of ours as `api_key` in the JSON or form body, or in the query string',
      },
    },
  };
}
