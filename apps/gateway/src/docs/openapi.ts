import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { productVersion } from '../config/product-version';
import { GatewayConfig } from '../config/gateway.config';
import { envelopeSchemas, errorResponse, ErrorStatus, isErrorStatus } from './api-responses';
import { documentExamples } from './document-examples';
import { OperationExample, operationExamples } from './examples';
import { memoryExamples } from './memory-examples';
import {
  addCompatibleComponents,
  addCompatibleErrors,
  compatibleApiExamples,
  compatibleApiTags,
  compatibleProtocolOf,
} from './compatible-apis';
import { WEB_APP_PATH_PREFIX, WEB_APP_TAG, webAppSecuritySchemes } from './web-app-api';
import { webAppExamples } from './web-app-examples';

const examples: Record<string, OperationExample> = {
  ...operationExamples,
  ...documentExamples,
  ...memoryExamples,
  ...webAppExamples,
  ...compatibleApiExamples,
};

const tags = [
  { name: 'Health', description: 'Whether every service of the cluster answers' },
  { name: 'Translation', description: 'Single, batch, asynchronous batch and agentic translation (Forms A and B)' },
  { name: 'Languages', description: 'Supported languages and pairs; language detection' },
  { name: 'Glossaries', description: 'Glossary records' },
  { name: 'Glossary terms', description: 'Terms of a glossary, one definition per language' },
  { name: 'Term counter', description: 'Glossary terms found in a source text and their translation' },
  { name: 'Quality metrics', description: 'Fluency and GEMBA quality scores of an existing translation' },
  { name: 'Localization tables', description: 'Localization tables generated from source files, and their download' },
  {
    name: 'Documents',
    description: 'Whole documents translated with their formatting, asynchronously, and their download',
  },
  {
    name: 'Translation memories',
    description: 'Approved translations reused before any engine: units, TMX and table files, fuzzy lookup',
  },
  { name: 'Usage', description: "The plan, the month's credits used and left, and the rate limit" },
  WEB_APP_TAG,
  ...compatibleApiTags,
];

type Operation = Record<string, unknown> & { responses: Record<string, Record<string, unknown>> };
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'];

/**
 * What every operation can answer besides its own statuses: the validation pipe, the body parsers,
 * the key guard, the rate limit (API keys only: the web app's routes name their own 401 and 429),
 * a service that does not answer and an unexpected failure.
 */
function standardStatuses(path: string, withApiKey: boolean): ErrorStatus[] {
  return [
    400,
    ...(withApiKey ? ([401] as const) : []),
    ...(path.includes('{') ? ([404] as const) : []),
    413,
    415,
    ...(withApiKey ? ([429] as const) : []),
    500,
    503,
  ];
}

/** Every error answer gets the envelope schema (and its headers); every operation gets the standard errors and its example. */
export function addStandardResponses(document: OpenAPIObject): OpenAPIObject {
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ...envelopeSchemas } };
  typeNullableCompositions(document);
  addCompatibleComponents(document);
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = (item as Record<string, Operation | undefined>)[method];
      if (!operation) continue;
      const protocol = compatibleProtocolOf(path);
      if (protocol) {
        // DeepL's and LibreTranslate's clients read their own error shapes, not the envelope.
        const keyless = operation['x-no-auth'] === true;
        delete operation['x-no-auth'];
        if (keyless) operation.security = [];
        addCompatibleErrors(protocol, operation.responses, keyless);
        addExample(operation);
        continue;
      }
      const webApp = path.startsWith(WEB_APP_PATH_PREFIX);
      const withApiKey = !webApp && operation['x-no-auth'] !== true;
      delete operation['x-no-auth'];
      // A web app route names its session requirement; one that names none is how a session starts.
      if (!withApiKey && (!webApp || operation.security === undefined)) operation.security = [];
      applyRequestContent(operation);
      for (const [status, response] of Object.entries(operation.responses)) {
        const code = Number(status);
        if (code >= 400 && isErrorStatus(code)) {
          // The rate-limit headers belong to the API-key limit (the web app's sign-in lock has none).
          const standard = errorResponse(code, response.description as string, code === 429 && withApiKey);
          operation.responses[status] = { ...standard, ...response, content: response.content ?? standard.content };
        }
      }
      for (const status of standardStatuses(path, withApiKey)) {
        if (!(status in operation.responses)) operation.responses[status] = errorResponse(status);
      }
      addExample(operation);
    }
  }
  return document;
}

/**
 * `nullable` needs a `type` beside it (OpenAPI 3.0; Redocly's nullable-type-sibling, and example
 * validators refuse it otherwise), but @nestjs/swagger drops a `type` written beside `allOf`: put
 * it back on every nullable composition, which here always wraps a class, so an object.
 */
function typeNullableCompositions(node: unknown): void {
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true && Array.isArray(schema.allOf) && schema.type === undefined) schema.type = 'object';
  for (const child of Object.values(schema)) typeNullableCompositions(child);
}

function applyRequestContent(operation: Operation) {
  const schemas = operation['x-request-content'] as Record<string, unknown> | undefined;
  if (!schemas) return;
  delete operation['x-request-content'];
  const content = Object.fromEntries(Object.entries(schemas).map(([type, schema]) => [type, { schema }]));
  operation.requestBody = { ...(operation.requestBody as object), required: true, content };
}

type Content = Record<string, Record<string, unknown>> | undefined;

/** The operation's example request body and success answer (examples.ts), on their first documented media type. */
function addExample(operation: Operation) {
  const example = examples[operation.operationId as string] as OperationExample | undefined;
  if (example === undefined) return;
  const success = Object.keys(operation.responses).find((status) => status.startsWith('2'));
  const answers = success ? (operation.responses[success].content as Content) : undefined;
  const answer = answers?.[example.responseType ?? 'application/json'];
  if (answer) answer.example = example.response;
  const requests = (operation.requestBody as { content?: Content } | undefined)?.content;
  const request = requests?.[example.requestType ?? 'application/json'];
  if (request && example.request !== undefined) request.example = example.request;
}

/** The document as served: built from the routes' decorators, then completed by `addStandardResponses`. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Translation service')
    .setDescription(
      'Translation, glossaries, term counter, quality metrics and localization tables. Every answer is an envelope: ' +
        '`{status: "ok", timestamp, data}` on success, `{status: "error", timestamp, error: {code, message, details?}}` on failure.',
    )
    .setVersion(productVersion())
    .addServer(app.get(GatewayConfig).publicBaseUrl, 'This service (PUBLIC_BASE_URL)')
    .addApiKey(
      { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'An API key of the organization' },
      'apiKey',
    )
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'The same API key as a Bearer token' }, 'bearer')
    // Two requirements: either scheme is enough.
    .addSecurityRequirements('apiKey')
    .addSecurityRequirements('bearer');
  for (const [name, scheme] of Object.entries(webAppSecuritySchemes)) builder.addSecurity(name, scheme);
  for (const tag of tags) builder.addTag(tag.name, tag.description);
  return addStandardResponses(SwaggerModule.createDocument(app, builder.build()));
}

/** OpenAPI at /docs (JSON at /docs-json). */
export function setUpOpenApi(app: INestApplication): void {
  SwaggerModule.setup('docs', app, buildOpenApiDocument(app), { jsonDocumentUrl: 'docs-json' });
}
