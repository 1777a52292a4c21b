import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule, type ResponseObject } from '@nestjs/swagger';
import { envelopeSchemas, ERROR_ENVELOPE } from '../docs/api-responses';
import { productVersion } from '../config/product-version';
import { referencedSchemas, toJsonSchema } from './json-schema';
import { NatsApiOperation, NatsApiOperations } from './nats-api.operations';

const ref = ($ref: string) => ({ $ref });
const schemaRef = (name: string) => ref(`#/components/schemas/${name}`);

const requestHeaders = {
  type: 'object',
  properties: {
    'X-Api-Key': { type: 'string', description: 'An API key of the organization (or send Authorization)' },
    Authorization: { type: 'string', pattern: '^Bearer \\S+$', description: 'The same API key as `Bearer <key>`' },
    'X-Request-Id': { type: 'string', description: 'Optional: carried into every log line, echoed in the reply' },
  },
};
const integer = (description: string) => ({ type: 'string', pattern: '^\\d+$', description });
const replyHeaders = {
  type: 'object',
  properties: {
    'X-Request-Id': { type: 'string', description: 'The request id (the one sent, or a new one)' },
    'RateLimit-Limit': integer("Requests per minute of the key's plan (absent without a rate limit)"),
    'RateLimit-Remaining': integer('Requests left in the window'),
    'RateLimit-Reset': integer('Seconds until the window resets'),
    'Retry-After': integer('With RATE_LIMITED and QUOTA_EXCEEDED: seconds to wait'),
  },
};

/** The REST operation's success schema (its 200 answer), which the NATS operation answers as well. */
function successSchema(openApi: OpenAPIObject, operationId: string): unknown {
  for (const item of Object.values(openApi.paths)) {
    for (const method of ['get', 'post', 'put', 'delete', 'patch'] as const) {
      const operation = item[method];
      if (operation?.operationId !== operationId) continue;
      const success = operation.responses['200'] as ResponseObject | undefined;
      const schema = success?.content?.['application/json']?.schema;
      if (schema) return schema;
    }
  }
  throw new Error(`No REST operation ${operationId} with a 200 JSON answer to describe the NATS API with`);
}

function describeOperation(openApi: OpenAPIObject, op: NatsApiOperation) {
  const id = op.restOperationId;
  return {
    channels: {
      [id]: { address: op.subject, messages: { request: ref(`#/components/messages/${id}Request`) } },
      [`${id}Reply`]: {
        address: null,
        description: "The requester's inbox (the reply subject of the request)",
        messages: { reply: ref(`#/components/messages/${id}Reply`), error: ref('#/components/messages/errorReply') },
      },
    },
    operation: {
      action: 'receive',
      channel: ref(`#/channels/${id}`),
      summary: op.summary,
      description: `The NATS form of the REST operation \`${id}\` (OpenAPI at /docs-json): the same validation, answer and error codes.`,
      security: [ref('#/components/securitySchemes/apiKey')],
      messages: [ref(`#/channels/${id}/messages/request`)],
      reply: {
        channel: ref(`#/channels/${id}Reply`),
        messages: [ref(`#/channels/${id}Reply/messages/reply`), ref(`#/channels/${id}Reply/messages/error`)],
      },
    },
    messages: {
      [`${id}Request`]: { name: `${id}Request`, headers: requestHeaders, payload: schemaRef(op.request.name) },
      [`${id}Reply`]: { name: `${id}Reply`, headers: replyHeaders, payload: successSchema(openApi, id) },
    },
  };
}

/**
 * AsyncAPI 3 document of the NATS API, generated from what runs: the operations' subjects, their
 * request classes (the schemas @nestjs/swagger derives from the REST DTOs) and the success
 * schemas of the REST operations they mirror.
 */
export function buildAsyncApiDocument(app: INestApplication): Record<string, unknown> {
  const operations = app.get(NatsApiOperations).all;
  const openApi = SwaggerModule.createDocument(app, new DocumentBuilder().build(), {
    extraModels: operations.map((op) => op.request),
  });
  const described = operations.map((op) => [op.restOperationId, describeOperation(openApi, op)] as const);
  const messages: Record<string, unknown> = {
    errorReply: { name: 'errorReply', headers: replyHeaders, payload: schemaRef(ERROR_ENVELOPE) },
  };
  for (const [, d] of described) Object.assign(messages, d.messages);
  const components = { ...openApi.components?.schemas, ...envelopeSchemas };
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Translation service NATS API',
      version: productVersion(),
      description:
        'Request/reply over NATS for other services, with an API key in a message header. Every answer is the REST ' +
        'envelope: `{status: "ok", timestamp, data}` or `{status: "error", timestamp, error: {code, message, details?}}`, ' +
        'with the REST error codes (UNAUTHORIZED, NOT_FOUND, RATE_LIMITED, ...). A cluster run with NATS_SUBJECT_PREFIX ' +
        'puts that prefix and a dot before every subject.',
    },
    defaultContentType: 'application/json',
    servers: {
      cluster: {
        host: 'nats:4222',
        protocol: 'nats',
        description: 'The cluster\'s NATS server; connect as its `integration` user (README "NATS API")',
        security: [ref('#/components/securitySchemes/integrationUser')],
      },
    },
    channels: Object.assign({}, ...described.map(([, d]) => d.channels)) as Record<string, unknown>,
    operations: Object.fromEntries(described.map(([id, d]) => [id, d.operation])),
    components: {
      schemas: toJsonSchema(referencedSchemas(Object.values(messages), components)),
      messages: toJsonSchema(messages),
      securitySchemes: {
        integrationUser: {
          type: 'userPassword',
          description:
            'The NATS user `integration` (an NKey seed, a creds file, or a user and password, as the operator set it up), ' +
            'which may send only to `api.v1.>`',
        },
        apiKey: { type: 'httpApiKey', in: 'header', name: 'X-Api-Key', description: 'An API key of the organization' },
      },
    },
  };
}

/** The document at /asyncapi.json, beside the OpenAPI document; built on first request. */
export function setUpAsyncApi(app: INestApplication): void {
  let document: Record<string, unknown> | undefined;
  const http = app.getHttpAdapter();
  http.get('/asyncapi.json', (_request: unknown, response: unknown) => {
    document ??= buildAsyncApiDocument(app);
    http.reply(response, document, 200);
  });
}
