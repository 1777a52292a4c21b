import fc from 'fast-check';

/**
 * Hostile requests generated from an OpenAPI 3 document with fast-check: for each operation, a
 * body shaped like its schema and then broken (a field of the wrong type, missing, extra, full of
 * control characters, huge or deeply nested), odd path, query and header values, odd content
 * types and raw bodies that are not JSON at all.
 */

type Schema = Record<string, any>;
export interface OpenApiDocument {
  paths: Record<string, Record<string, any>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface Operation {
  method: string;
  path: string;
  /** Statuses the document declares for the operation. */
  statuses: Set<number>;
  parameters: { name: string; in: 'path' | 'query' | 'header'; required: boolean; schema: Schema }[];
  bodySchema?: Schema;
  contentTypes: string[];
  /** Content types the 2xx answers declare (a download is not JSON). */
  successContentTypes: string[];
}

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer | FormData;
  /** What was done to the request, for the failure message. */
  label: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const content = (op.requestBody?.content ?? {}) as Record<string, { schema?: Schema }>;
      const declared = (content['application/json'] ?? content['multipart/form-data']) as
        { schema?: Schema } | undefined;
      const json = declared?.schema;
      const responses = op.responses as Record<string, { content?: Record<string, unknown> }>;
      operations.push({
        method: method.toUpperCase(),
        path,
        statuses: new Set(Object.keys(responses).map(Number)),
        parameters: [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p: any) => ({
          name: p.name,
          in: p.in,
          required: Boolean(p.required),
          schema: p.schema ?? { type: 'string' },
        })),
        bodySchema: json ? resolve(document, json) : undefined,
        contentTypes: Object.keys(content),
        successContentTypes: Object.entries(responses)
          .filter(([status]) => status.startsWith('2'))
          .flatMap(([, r]) => Object.keys(r.content ?? {})),
      });
    }
  }
  return operations;
}

function resolve(document: OpenApiDocument, schema: Schema, depth = 0): Schema {
  if (depth > 8) return {};
  if (schema.$ref) {
    const name = String(schema.$ref).split('/').pop() ?? '';
    return resolve(document, document.components?.schemas?.[name] ?? {}, depth + 1);
  }
  const out: Schema = { ...schema };
  if (out.properties)
    out.properties = Object.fromEntries(
      Object.entries(out.properties as Record<string, Schema>).map(([k, v]) => [k, resolve(document, v, depth + 1)]),
    );
  if (out.items) out.items = resolve(document, out.items as Schema, depth + 1);
  for (const key of ['oneOf', 'anyOf', 'allOf'])
    if (out[key]) out[key] = (out[key] as Schema[]).map((s) => resolve(document, s, depth + 1));
  return out;
}

/** Text PostgreSQL, JSON parsers and engines choke on. */
const nastyText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m\u007f',
  '\ud800',
  'x\udfffy',
  '\u202e\u200b\ufeff',
  '%00%ff',
  "'; DROP TABLE glossary.glossaries; --",
  '../../etc/passwd',
  '{{name}} ${x} %s %n',
  '=cmd|/C calc!A0',
  '<script>alert(1)</script>',
  'en\r\nX-Injected: 1',
  '',
  ' ',
  '9'.repeat(400),
);

/**
 * A value nested `depth` levels deep, as objects or arrays. It travels through the generator as a
 * marker string and is spelt out only in the JSON text: JSON.stringify and structuredClone
 * overflow the stack on thousands of levels.
 */
function deeplyNested(depth: number, asArray: boolean): string {
  return `__deep_${depth}_${asArray ? 'array' : 'object'}__`;
}

function spellOutNesting(text: string): string {
  return text.replace(/"__deep_(\d+)_(array|object)__"/g, (_, depth: string, kind: string) => {
    const n = Number(depth);
    return kind === 'array' ? '['.repeat(n) + '"deep"' + ']'.repeat(n) : '{"a":'.repeat(n) + '"deep"' + '}'.repeat(n);
  });
}

/** Any JSON value of the wrong kind for a field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(-1, 0, 1e308, -1e308, 2 ** 53 + 1, 0.5, -0),
  fc.string({ unit: 'binary', maxLength: 40 }),
  nastyText,
  fc.constantFrom(200_000, 1_100_000).map((n) => 'x'.repeat(n)),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 4 }),
  fc.constantFrom(5_000).map((n) => Array.from({ length: n }, (_, i) => `t${i}`)),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
  fc.constantFrom(200, 5_000).chain((depth) => fc.boolean().map((asArray) => deeplyNested(depth, asArray))),
  fc.constant({ __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } }),
);

/** A value that fits the schema, more or less: the starting point that mutations break. */
export function valueFor(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  const variants = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (variants?.length) return fc.oneof(...variants.map((s) => valueFor(s, depth + 1)));
  if (schema.allOf) return valueFor(Object.assign({}, ...(schema.allOf as Schema[])), depth + 1);
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  switch (schema.type) {
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -5, max: schema.maximum ?? 200 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -5, max: schema.maximum ?? 200, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueFor((schema.items as Schema | undefined) ?? {}, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object':
    case undefined:
      if (!schema.properties) return schema.type ? fc.constant({}) : fc.oneof(fc.string(), fc.integer());
      return objectFor(schema, depth);
    default:
      return stringFor(schema);
  }
}

function stringFor(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'uri') return fc.constantFrom('https://example.com/hook', 'http://127.0.0.1/hook');
  if (schema.format === 'binary') return fc.string({ maxLength: 20 });
  return fc.oneof(
    fc.constantFrom('en', 'es', 'de', 'auto', 'Hello world', 'house'),
    fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 30) }),
  );
}

function objectFor(schema: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties as Record<string, Schema>;
  const required = new Set<string>((schema.required as string[] | undefined) ?? []);
  const model = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, valueFor(v, depth + 1)]));
  return fc.record(model, { requiredKeys: Object.keys(properties).filter((k) => required.has(k)) });
}

/** Every dotted path to a field of the schema (`definitions.0.term`), for targeted mutations. */
function fieldPaths(schema: Schema, prefix: string[] = [], depth = 0): string[][] {
  if (depth > 5) return [];
  const out: string[][] = [];
  const variants = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (variants) for (const v of variants) out.push(...fieldPaths(v, prefix, depth + 1));
  if (schema.properties)
    for (const [k, v] of Object.entries(schema.properties as Record<string, Schema>)) {
      out.push([...prefix, k], ...fieldPaths(v, [...prefix, k], depth + 1));
    }
  if (schema.type === 'array' && schema.items)
    out.push(...fieldPaths(schema.items as Schema, [...prefix, '0'], depth + 1));
  return out;
}

type Mutation =
  { kind: 'replace'; path: readonly string[]; value: unknown } | { kind: 'remove'; path: readonly string[] };

function mutate(body: unknown, mutation: Mutation): unknown {
  const root: any = structuredClone(body ?? {});
  let container: any = root;
  const path = mutation.path;
  for (const key of path.slice(0, -1)) {
    if (typeof container[key] !== 'object' || container[key] === null) container[key] = /^\d+$/.test(key) ? [] : {};
    container = container[key];
  }
  const last = path[path.length - 1];
  if (typeof container !== 'object' || container === null) return root;
  if (mutation.kind === 'remove') Reflect.deleteProperty(container, last);
  else container[last] = mutation.value;
  return root;
}

/** JSON with lone surrogates kept as escapes (JSON.stringify already escapes them). */
function json(value: unknown): string {
  return spellOutNesting(JSON.stringify(value === undefined ? null : value));
}

const oddContentTypes = fc.constantFrom(
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'multipart/form-data',
  'multipart/form-data; boundary=nothing',
  'application/json, text/plain',
  '*/*',
  '',
);

const rawBodies: fc.Arbitrary<string | Buffer> = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,2', 'null', '"text"', '123', 'true', '{"a":1}{"b":2}', '{"__proto__":{"x":1}}'),
  fc.constant(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x80, 0x22, 0x7d])),
  fc.constant(Buffer.from('\ufeff{"text":"bom"}')),
  fc.constant('['.repeat(100_000) + ']'.repeat(100_000)),
  fc.constant(`{"a":"${'y'.repeat(1_200_000)}"}`),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

const oddHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  fc.constant({ Accept: 'application/xml' }),
  fc.constant({ Accept: 'text/html;q=0.1, */*;q=0' }),
  fc.constant({ 'Accept-Encoding': 'br, gzip, deflate, zstd, nonsense' }),
  fc.constant({ 'Content-Encoding': 'gzip' }),
  fc.constant({ 'X-Webhook-Url': 'javascript:alert(1)' }),
  fc.constant({ 'X-Webhook-Url': 'http://169.254.169.254/latest' }),
  fc.constant({ 'X-Request-Id': 'r'.repeat(4_000) }),
  fc.constant({ 'X-Forwarded-For': '1.2.3.4, ::1, nonsense' }),
  fc.constant({ 'Accept-Language': '*;q=x, en-US;q=1.5' }),
  fc.constant({ 'If-None-Match': '"x"' }),
  fc.constant({ Range: 'bytes=0-0,-1' }),
  fc.constant({ 'Content-Language': '\u00e9'.repeat(10) }),
);

/** Hostile values for a path or query parameter, as text. */
function parameterValue(known: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...known),
    fc.uuid(),
    fc.constantFrom('0', '-1', '1e999', 'NaN', 'null', 'undefined', '[]', '{}', 'true', '9'.repeat(40), '%00', '%ff'),
    fc.constantFrom('..%2F..%2Fetc', '%E2%80%AE', '%ED%A0%80', 'a'.repeat(5_000), '%C0%AF'),
    fc.string({ unit: 'binary', maxLength: 20 }).map(encodeURIComponent),
  );
}

interface Body {
  body?: string | Buffer | FormData;
  contentType?: string;
  label: string;
}

export interface FuzzContext {
  apiKey: string;
  /** Values worth trying in path parameters: ids of this organization, of another, and so on. */
  knownIds: string[];
}

/** Requests for one operation: a schema-shaped body broken in one way, odd headers and parameters. */
export function requestsFor(operation: Operation, context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const param = parameterValue(context.knownIds);
  const pathArb = fc
    .tuple(...operation.parameters.filter((p) => p.in === 'path').map(() => param), fc.constant(null))
    .map((values) => {
      let i = 0;
      return operation.path.replace(/\{[^}]+\}/g, () => String(values[i++]));
    });
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const queryArb = fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(...(queryParams.length ? queryParams.map((p) => p.name) : ['x'])),
          fc.constant('extra'),
        ),
        fc.oneof(param, valueFor(queryParams[0]?.schema ?? {}).map(String)),
      ),
      { maxLength: 3 },
    )
    .map((pairs) => (pairs.length ? '?' + pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&') : ''));
  const auth = fc.oneof(
    { weight: 8, arbitrary: fc.constant({ 'X-Api-Key': context.apiKey }) },
    fc.constant({ Authorization: `Bearer ${context.apiKey}` }),
    fc.constant({}),
    fc.constant({ 'X-Api-Key': 'ts_nonsense' }),
    fc.constant({ Authorization: `Basic ${context.apiKey}` }),
    fc.constant({ 'X-Api-Key': context.apiKey.toUpperCase() }),
    fc.constant({ 'X-Api-Key': `${context.apiKey}, ${context.apiKey}` }),
  );
  const extraHeaders = fc.option(oddHeaders, { freq: 3 }).map((h) => h ?? {});

  const schema = operation.bodySchema ?? { type: 'object', properties: {} };
  const paths = fieldPaths(schema);
  const mutation: fc.Arbitrary<Mutation | null> = fc.oneof(
    fc.constant(null),
    paths.length
      ? fc.record({ kind: fc.constant('replace' as const), path: fc.constantFrom(...paths), value: hostileValue })
      : fc.constant(null),
    paths.length
      ? fc.record({ kind: fc.constant('remove' as const), path: fc.constantFrom(...paths) })
      : fc.constant(null),
    fc.record({
      kind: fc.constant('replace' as const),
      path: fc.constantFrom(['extraField'], ['__proto__'], ['constructor']),
      value: hostileValue,
    }),
  );
  const jsonBody: fc.Arbitrary<Body> = fc.tuple(valueFor(schema), mutation).map(([value, m]) => ({
    body: json(m ? mutate(value, m) : value),
    contentType: 'application/json',
    label: m ? `${m.kind} ${m.path.join('.')}` : 'schema-shaped body',
  }));
  const wholeBody: fc.Arbitrary<Body> = hostileValue.map((v) => ({
    body: json(v),
    contentType: 'application/json',
    label: 'hostile value as the whole body',
  }));
  const raw: fc.Arbitrary<Body> = fc
    .tuple(rawBodies, fc.oneof(fc.constant('application/json'), oddContentTypes))
    .map(([body, contentType]) => ({ body, contentType, label: 'raw body' }));
  const oddType: fc.Arbitrary<Body> = fc
    .tuple(valueFor(schema), oddContentTypes)
    .map(([value, contentType]) => ({ body: json(value), contentType, label: `as ${contentType || 'no type'}` }));
  const multipart: fc.Arbitrary<Body> = fc.tuple(valueFor(schema), hostileValue).map(([value, hostile]) => {
    const form = new FormData();
    for (const [k, v] of Object.entries((value ?? {}) as Record<string, unknown>))
      form.append(k, typeof v === 'string' ? v : json(v));
    form.append('file', new Blob([json(hostile).slice(0, 50_000)]), 'x.json');
    return { body: form, label: 'multipart' };
  });
  const none: fc.Arbitrary<Body> = fc.constant({ label: 'no body' });
  const bodies =
    operation.method === 'GET' || operation.method === 'DELETE'
      ? fc.oneof({ weight: 6, arbitrary: none }, raw)
      : fc.oneof(
          { weight: 6, arbitrary: jsonBody },
          wholeBody,
          raw,
          oddType,
          { weight: operation.contentTypes.includes('multipart/form-data') ? 3 : 1, arbitrary: multipart },
          none,
        );

  return fc.tuple(pathArb, queryArb, auth, extraHeaders, bodies).map(([path, query, authHeaders, headers, b]) => ({
    method: operation.method,
    path: path + query,
    headers: { ...authHeaders, ...headers, ...(b.contentType !== undefined ? { 'Content-Type': b.contentType } : {}) },
    body: b.body,
    label: b.label,
  }));
}
