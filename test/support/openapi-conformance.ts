import Ajv, { ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/**
 * Checks real exchanges against the served OpenAPI document: the operation exists, the status is
 * documented, the media type is documented, a JSON body matches the schema and the headers the
 * document requires are there. `test/support/api.ts` records every exchange of a test file and
 * checks them all once the file has run.
 */

export interface Exchange {
  method: string;
  url: string;
  status: number;
  headers: Headers;
  body: unknown;
}

type Json = Record<string, unknown>;
interface Operation {
  template: string;
  pattern: RegExp;
  params: number;
  methods: Record<string, Json>;
}

const DOC_ID = 'openapi.json';
const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'options', 'head']);
/** The REST API and the web app's own API: both are in the document. */
const DOCUMENTED_PREFIXES = ['/v1/', '/app/api/'];
const BEFORE_ROUTING = new Set([400, 404, 413, 415]);

/** OpenAPI 3.0 `nullable` is not JSON Schema: `type: [t, 'null']`, or `anyOf` with null around a reference. */
export function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (typeof node !== 'object' || node === null) return node;
  const { nullable, ...rest } = node as Json;
  const converted = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, toJsonSchema(v)]));
  if (nullable !== true) return converted;
  // A nullable composition (`type: object, allOf: [$ref]`): null must pass beside the whole of it.
  const composed = ['allOf', 'oneOf', 'anyOf', '$ref'].some((k) => k in converted);
  if (typeof converted.type === 'string' && !composed) {
    const withNull: Json = { ...converted, type: [converted.type, 'null'] };
    if (Array.isArray(converted.enum)) withNull.enum = [...(converted.enum as unknown[]), null];
    return withNull;
  }
  return { anyOf: [converted, { type: 'null' }] };
}

function pointer(...segments: string[]): string {
  return '#/' + segments.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
}

export class OpenApiConformance {
  private readonly ajv = new Ajv({ strict: false, allErrors: true });
  private readonly operations: Operation[];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(document: Json) {
    addFormats(this.ajv);
    this.ajv.addFormat('binary', true);
    this.ajv.addSchema(toJsonSchema(document) as Json, DOC_ID);
    const paths = document.paths as Record<string, Record<string, Json>>;
    this.operations = Object.entries(paths)
      .map(([template, methods]) => ({
        template,
        methods,
        params: (template.match(/\{/g) ?? []).length,
        pattern: new RegExp(
          '^' + template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+') + '$',
        ),
      }))
      // A literal segment wins over a parameter: .../terms/bulk before .../terms/{termId}.
      .sort((a, b) => a.params - b.params);
  }

  /** Why the exchange does not match the document; null when it does; undefined when no documented path is involved. */
  problem(exchange: Exchange): string | null | undefined {
    const path = new URL(exchange.url).pathname;
    const method = exchange.method.toLowerCase();
    const operation = this.operations.find((o) => o.pattern.test(path) && method in o.methods);
    if (!operation) {
      // Refusals before routing (unknown route, unparsable or oversized body) belong to no operation;
      // any other answer under /v1 comes from a route the document does not have.
      const documented = DOCUMENTED_PREFIXES.some((prefix) => path.startsWith(prefix));
      if (!documented || BEFORE_ROUTING.has(exchange.status)) return undefined;
      return `no operation ${method.toUpperCase()} ${path} in the document`;
    }
    const responses = operation.methods[method].responses as Record<string, Json>;
    const key = [String(exchange.status), `${String(exchange.status)[0]}XX`, 'default'].find((k) => k in responses);
    if (!key) return `status ${exchange.status} is not documented (documented: ${Object.keys(responses).join(', ')})`;
    const response = responses[key];
    for (const [name, header] of Object.entries((response.headers ?? {}) as Record<string, Json>)) {
      if (header.required === true && !exchange.headers.has(name)) return `header ${name} is missing`;
    }
    const content = response.content as Record<string, Json> | undefined;
    const mediaType = (exchange.headers.get('content-type') ?? '').split(';')[0].trim();
    if (!content) return exchange.body === '' ? null : `a body is answered but none is documented`;
    if (!(mediaType in content))
      return `media type ${mediaType || '(none)'} is not documented (${Object.keys(content).join(', ')})`;
    if (!mediaType.endsWith('json') || content[mediaType].schema === undefined) return null;
    const ref = pointer('paths', operation.template, method, 'responses', key, 'content', mediaType, 'schema');
    const validate = this.validator(ref);
    if (validate(exchange.body)) return null;
    return `body does not match: ${this.ajv.errorsText(validate.errors, { dataVar: 'body' })}`;
  }

  /**
   * Every operation shows a success answer, and a request body where it takes one, as examples
   * that match their own schemas; the problems found, empty when all do.
   */
  exampleProblems(): string[] {
    const problems: string[] = [];
    for (const { template, methods } of this.operations) {
      for (const [method, operation] of Object.entries(methods).filter(([m]) => HTTP_METHODS.has(m))) {
        const name = `${String(operation.operationId)} (${method.toUpperCase()} ${template})`;
        const check = (at: string[], content: Record<string, Json> | undefined, what: string) => {
          const shown = Object.entries(content ?? {}).filter(([, media]) => 'example' in media);
          if (shown.length === 0) problems.push(`${name}: no ${what} example`);
          for (const [type, media] of shown) {
            const validate = this.validator(pointer(...at, 'content', type, 'schema'));
            if (!validate(media.example)) {
              const why = this.ajv.errorsText(validate.errors, { dataVar: 'example' });
              problems.push(`${name}: the ${what} example (${type}) does not match its schema: ${why}`);
            }
          }
        };
        const body = operation.requestBody as Json | undefined;
        if (body) check(['paths', template, method, 'requestBody'], body.content as Record<string, Json>, 'request');
        const responses = operation.responses as Record<string, Json>;
        const success = Object.keys(responses).find((status) => status.startsWith('2'));
        if (!success) problems.push(`${name}: no success answer`);
        // No Content has nothing to show.
        else if (success !== '204')
          check(
            ['paths', template, method, 'responses', success],
            responses[success].content as Record<string, Json>,
            'answer',
          );
      }
    }
    return problems;
  }

  /** How many operations the document has. */
  get operationCount(): number {
    return this.operations.reduce((n, o) => n + Object.keys(o.methods).filter((m) => HTTP_METHODS.has(m)).length, 0);
  }

  private validator(ref: string): ValidateFunction {
    let validate = this.validators.get(ref);
    if (!validate) {
      validate = this.ajv.compile({ $ref: DOC_ID + ref });
      this.validators.set(ref, validate);
    }
    return validate;
  }
}

let documentOf: Promise<Json> | undefined;

/** The document as the test cluster's gateway serves it. */
export function servedDocument(gatewayUrl: string): Promise<Json> {
  documentOf ??= fetch(`${gatewayUrl}/docs-json`).then(async (r) => {
    if (!r.ok) throw new Error(`GET /docs-json answered ${r.status}`);
    return (await r.json()) as Json;
  });
  return documentOf;
}

/** Checks the exchanges, writes the figures beside the service logs for the run's total, and throws on a mismatch. */
export async function checkConformance(exchanges: Exchange[], gatewayUrl: string, logDir: string, testPath: string) {
  if (exchanges.length === 0) return;
  const checker = new OpenApiConformance(await servedDocument(gatewayUrl));
  const problems: string[] = [];
  let checked = 0;
  for (const exchange of exchanges) {
    const problem = checker.problem(exchange);
    if (problem === undefined) continue;
    checked += 1;
    if (problem !== null) {
      problems.push(`${exchange.method} ${new URL(exchange.url).pathname} -> ${exchange.status}: ${problem}`);
    }
  }
  const file = basename(testPath);
  const dir = join(logDir, 'openapi-conformance');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, `${file}.json`),
    JSON.stringify({ file, checked, matched: checked - problems.length, problems }),
  );
  process.stdout.write(
    `OpenAPI conformance, ${file}: ${checked} exchanges checked, ${checked - problems.length} match\n`,
  );
  if (problems.length > 0) {
    const unique = [...new Set(problems)];
    throw new Error(
      `${problems.length} of ${checked} exchanges contradict /docs-json:\n` + unique.slice(0, 30).join('\n'),
    );
  }
}
