import { ErrorCode } from '@app/contracts';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { Api, expectOk, newOrganization } from '../../../test/support/api';
import { FuzzRequest, OpenApiDocument, Operation, operationsOf, requestsFor } from '../../../test/support/openapi-fuzz';
import { testEnv } from '../../../test/support/test-env';

const GLOSSARIES = '/v1/translation/glossaries';
/** Fixed, so a failure is reproduced by running the test again. */
const SEED = 15;
/** Requests per operation: about 30 operations, so some 750 requests in all. */
const RUNS_PER_OPERATION = 25;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const CODES = new Set<string>(Object.values(ErrorCode));
const COMPATIBLE_ERROR_MEMBERS = [
  ['/deepl/', 'message'],
  ['/libretranslate/', 'error'],
] as const;

/** What is wrong with one answer (nothing: undefined). */
function problemWith(operation: Operation, status: number, contentType: string, text: string): string | undefined {
  if (status >= 500) return `answered ${status}`;
  if (!operation.statuses.has(status)) return `answered ${status}, which the document does not declare`;
  const isJson = contentType.includes('application/json');
  // A download answers with the file itself, as its 2xx response declares.
  if (status < 300 && !isJson && operation.successContentTypes.some((t) => !t.includes('json'))) return undefined;
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    return `answered ${status} with a body that is not JSON: ${text.slice(0, 200)}`;
  }
  // The compatible APIs answer in their protocol's shapes: DeepL's `{message}`, LibreTranslate's `{error}`.
  const protocolError = COMPATIBLE_ERROR_MEMBERS.find(([prefix]) => operation.path.startsWith(prefix))?.[1];
  if (protocolError)
    return status < 400 || typeof body?.[protocolError] === 'string'
      ? undefined
      : `not the protocol's error (${protocolError}): ${text.slice(0, 200)}`;
  if (typeof body !== 'object' || body === null || !TIMESTAMP.test(String(body.timestamp)))
    return `no envelope timestamp: ${text.slice(0, 200)}`;
  if (status < 400)
    return body.status === 'ok' && 'data' in body ? undefined : `not a success envelope: ${text.slice(0, 200)}`;
  const error = body.error as { message?: unknown; code?: unknown } | undefined;
  if (body.status !== 'error' || typeof error?.message !== 'string' || !CODES.has(String(error.code)))
    return `not an error envelope: ${text.slice(0, 200)}`;
  return undefined;
}

/**
 * node:http rather than fetch: fetch refuses a body on GET and DELETE, which a hostile client
 * sends all the same.
 */
async function send(baseUrl: string, request: FuzzRequest) {
  let body = request.body;
  const headers = { ...request.headers };
  if (body instanceof FormData) {
    const encoded = new Response(body);
    headers['Content-Type'] = encoded.headers.get('content-type') ?? '';
    body = Buffer.from(await encoded.arrayBuffer());
  }
  if (body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(body));
  return new Promise<{ status: number; contentType: string; text: string }>((resolve, reject) => {
    const outgoing = http.request(
      baseUrl + request.path,
      // A connection per request: one hostile request cannot spoil the next on a shared socket.
      { method: request.method, headers, timeout: 30_000, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: response.headers['content-type'] ?? '',
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 30 s')));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Everything organization A can read about its glossaries, to compare before and after. */
async function snapshot(api: Api) {
  const glossaries = expectOk(await api.get(`${GLOSSARIES}?limit=100`));
  const terms = await Promise.all(
    (glossaries as { id: string }[]).map(async (g) => expectOk(await api.get(`${GLOSSARIES}/${g.id}/terms?limit=100`))),
  );
  return { glossaries, terms };
}

/**
 * Hostile requests generated from the served OpenAPI document (issue 15): every operation gets
 * schema-shaped bodies broken one field at a time, odd parameters, headers and content types,
 * and raw bodies that are not JSON. No answer may be a 5xx, every answer is the SPEC envelope with
 * a status the document declares for the operation, the cluster stays healthy, and another
 * organization's glossaries (whose ids the fuzzer uses) stay as they were.
 */
describe('fuzzing every operation of the OpenAPI document', () => {
  const { gatewayUrl } = testEnv();
  let document: OpenApiDocument;
  let orgA: Api;
  let before: unknown;
  const knownIds: string[] = [];
  let fuzzKey = '';

  beforeAll(async () => {
    document = (await (await fetch(`${gatewayUrl}/docs-json`)).json()) as OpenApiDocument;
    orgA = (await newOrganization()).api;
    const orgB = (await newOrganization()).api;
    for (const api of [orgA, orgB]) {
      const glossary = expectOk(await api.post(GLOSSARIES, { name: `fuzz-${randomUUID()}`, languages: ['en', 'es'] }));
      const term = expectOk(
        await api.post(`${GLOSSARIES}/${glossary.id}/terms`, {
          definitions: [
            { language: 'en', term: 'house', definition: 'a building' },
            { language: 'es', term: 'casa', definition: 'un edificio' },
          ],
        }),
      );
      knownIds.push(glossary.id, term.id);
    }
    before = await snapshot(orgA);
    fuzzKey = orgB.key ?? '';
  });

  it('answers every hostile request with a declared status and the envelope, never a 5xx', async () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(20);
    const requests = operations.flatMap((operation) =>
      fc
        .sample(requestsFor(operation, { apiKey: fuzzKey, knownIds }), { seed: SEED, numRuns: RUNS_PER_OPERATION })
        .map((request) => ({ operation, request })),
    );
    const problems: string[] = [];
    // A few at a time, as several clients would.
    const queue = [...requests];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const { operation, request } = next;
          const where = `${request.method} ${request.path.slice(0, 120)} (${request.label}, ${JSON.stringify(request.headers).slice(0, 200)})`;
          try {
            const answer = await send(gatewayUrl, request);
            const problem = problemWith(operation, answer.status, answer.contentType, answer.text);
            if (problem) problems.push(`${where}: ${problem}`);
          } catch (error) {
            problems.push(`${where}: no answer (${String(error)})`);
          }
        }
      }),
    );
    expect(problems).toEqual([]);
  });

  it('leaves the cluster healthy and organization A’s glossaries and terms as they were', async () => {
    expect(expectOk(await orgA.get('/v1/health'))).toMatchObject({ health: 'up' });
    expect(await snapshot(orgA)).toEqual(before);
  });
});
