import { OpenApiConformance, toJsonSchema } from './openapi-conformance';

const document = {
  openapi: '3.0.0',
  paths: {
    '/v1/things/{id}': {
      get: {
        responses: {
          '200': {
            description: 'ok',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
          },
          '429': {
            description: 'limited',
            headers: { 'Retry-After': { required: true, schema: { type: 'integer' } } },
            content: { 'application/json': { schema: { type: 'object' } } },
          },
        },
      },
    },
    '/v1/things/special': {
      get: { responses: { '204': { description: 'nothing' } } },
    },
  },
  components: {
    schemas: {
      Thing: {
        type: 'object',
        required: ['id', 'note'],
        properties: { id: { type: 'string', format: 'uuid' }, note: { type: 'string', nullable: true } },
      },
    },
  },
};

const json = (extra: Record<string, string> = {}) => new Headers({ 'content-type': 'application/json', ...extra });
const get = (path: string, status: number, body: unknown, headers = json()) => ({
  method: 'GET',
  url: `http://x${path}`,
  status,
  headers,
  body,
});

describe('OpenApiConformance', () => {
  const checker = new OpenApiConformance(document);
  const id = '7b0e7c4e-1a55-4b8e-9d2a-2b8f0f7f5c11';

  it('accepts an answer that matches its schema, nullable included', () => {
    expect(checker.problem(get(`/v1/things/${id}`, 200, { id, note: null }))).toBeNull();
  });

  it('names a body that contradicts the schema', () => {
    expect(checker.problem(get(`/v1/things/${id}`, 200, { id: 'nope', note: 3 }))).toMatch(/body does not match/);
  });

  it('names an undocumented status, a missing required header and an undocumented media type', () => {
    expect(checker.problem(get(`/v1/things/${id}`, 500, {}))).toMatch(/status 500 is not documented/);
    expect(checker.problem(get(`/v1/things/${id}`, 429, {}))).toMatch(/header Retry-After is missing/);
    expect(checker.problem(get(`/v1/things/${id}`, 200, 'x', new Headers({ 'content-type': 'text/plain' })))).toMatch(
      /media type text\/plain/,
    );
  });

  it('prefers a literal path segment to a parameter, and reports an undocumented route under /v1', () => {
    expect(checker.problem(get('/v1/things/special', 204, '', new Headers()))).toBeNull();
    expect(checker.problem(get('/v1/other', 200, {}))).toMatch(/no operation GET \/v1\/other/);
    expect(checker.problem(get('/v1/other', 404, {}))).toBeUndefined();
  });

  it('checks the web app API (/app/api) as it checks /v1, and leaves other paths alone', () => {
    expect(checker.problem(get('/app/api/unknown', 200, {}))).toMatch(/no operation GET \/app\/api\/unknown/);
    expect(checker.problem(get('/app/index.html', 200, '<html>'))).toBeUndefined();
  });

  it('names operations without examples, and examples that contradict their schema', () => {
    const thing = (example?: unknown) => ({
      description: 'ok',
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/Thing' },
          ...(example === undefined ? {} : { example }),
        },
      },
    });
    const withExamples = new OpenApiConformance({
      ...document,
      paths: {
        '/v1/things': {
          post: {
            operationId: 'createThing',
            requestBody: { content: { 'application/json': { schema: { type: 'object' }, example: {} } } },
            responses: { '200': thing({ id, note: null }) },
          },
          put: {
            operationId: 'putThing',
            requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
            responses: { '200': thing({ id: 'nope', note: 'x' }) },
          },
        },
      },
    });
    expect(withExamples.exampleProblems()).toEqual([
      'putThing (PUT /v1/things): no request example',
      expect.stringMatching(
        /^putThing \(PUT \/v1\/things\): the answer example \(application\/json\) does not match its schema: example\/id must match format "uuid"/,
      ),
    ]);
    expect(withExamples.operationCount).toBe(2);
  });

  it('turns OpenAPI nullable into JSON Schema', () => {
    expect(toJsonSchema({ type: 'string', nullable: true, enum: ['a'] })).toEqual({
      type: ['string', 'null'],
      enum: ['a', null],
    });
  });

  it('lets null pass beside a nullable composition (type object, allOf a reference)', () => {
    const ref = { $ref: '#/components/schemas/Thing' };
    expect(toJsonSchema({ type: 'object', nullable: true, allOf: [ref] })).toEqual({
      anyOf: [{ type: 'object', allOf: [ref] }, { type: 'null' }],
    });
  });
});
