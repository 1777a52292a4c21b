import { Subjects } from '@app/contracts';
import { randomUUID } from 'node:crypto';
import { TestNatsClient } from './nats-client';
import { checkConformance, Exchange } from './openapi-conformance';
import { testEnv } from './test-env';

/** Every exchange made through `Api` or `WebClient` in this test file, checked against /docs-json once the file has run. */
const exchanges: Exchange[] = [];

export function recordExchange(exchange: Exchange): void {
  exchanges.push(exchange);
}
if (typeof afterAll === 'function') {
  afterAll(async () => {
    const env = testEnv();
    await checkConformance(exchanges.splice(0), env.gatewayUrl, env.logDir, expect.getState().testPath ?? 'unknown');
  });
}

export interface ApiAnswer<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** A client of the gateway as a user would call it: JSON over HTTP with an API key. */
export class Api {
  constructor(
    readonly key: string | null,
    readonly baseUrl = testEnv().gatewayUrl,
  ) {}

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiAnswer<T>> {
    const init: RequestInit = { method, headers: { ...(this.key ? { 'X-Api-Key': this.key } : {}), ...headers } };
    if (body instanceof FormData) init.body = body;
    else if (typeof body === 'string' || body instanceof Uint8Array) {
      init.body = body as BodyInit;
      (init.headers as Record<string, string>)['Content-Type'] ??= 'application/json';
    } else if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
    }
    const response = await fetch(this.baseUrl + path, init);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON: keep the text */
    }
    exchanges.push({
      method,
      url: this.baseUrl + path,
      status: response.status,
      headers: response.headers,
      body: parsed,
    });
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, undefined, headers);
  }
  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body, headers);
  }
  put<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PUT', path, body, headers);
  }
  delete<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('DELETE', path, undefined, headers);
  }
}

/**
 * A new organization with an active API key, created through the auth service over NATS (the
 * test cluster's, or the one on `natsUrl`: a cluster a test started itself).
 */
export async function newOrganization(natsUrl?: string): Promise<{
  organizationId: string;
  name: string;
  key: string;
  keyId: string;
  api: Api;
}> {
  const nats = new TestNatsClient(natsUrl);
  try {
    const name = `org-${randomUUID()}`;
    const org = await nats.send(Subjects.auth.createOrganization, { name });
    const key = await nats.send(Subjects.auth.createKey, { org: org.id, label: 'tests' });
    return { organizationId: org.id, name, key: key.key, keyId: key.id, api: new Api(key.key) };
  } finally {
    await nats.close();
  }
}

/** Asserts the SPEC error envelope and returns its error member. */
export function expectErrorEnvelope(answer: ApiAnswer, status: number, code?: string) {
  expect({ status: answer.status, body: answer.body }).toMatchObject({ status, body: { status: 'error' } });
  expect(answer.body.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  expect(typeof answer.body.error.message).toBe('string');
  if (code) expect(answer.body.error.code).toBe(code);
  return answer.body.error as { code: string; message: string; details?: any[] };
}

/** Asserts the SPEC success envelope and returns `data`. */
export function expectOk(answer: ApiAnswer, status = 200): any {
  expect({ status: answer.status, body: answer.body }).toMatchObject({ status, body: { status: 'ok' } });
  expect(answer.body.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  return answer.body.data;
}
