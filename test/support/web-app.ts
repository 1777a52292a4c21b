import { Subjects } from '@app/contracts';
import { randomUUID } from 'node:crypto';
import { ApiAnswer, recordExchange } from './api';
import { TestNatsClient } from './nats-client';
import { testEnv } from './test-env';

export const PASSWORD = 'correct horse battery staple';

export interface TestOrganization {
  organizationId: string;
  name: string;
  /** Email per role, each with PASSWORD. */
  users: Record<'owner' | 'admin' | 'member', string>;
}

/** A fresh organization with one owner, one admin and one member, made as the CLI makes them (over NATS). */
export async function newOrganizationWithUsers(): Promise<TestOrganization> {
  const nats = new TestNatsClient();
  try {
    const name = `web-${randomUUID()}`;
    const org = await nats.send(Subjects.auth.createOrganization, { name });
    const users = {
      owner: `owner-${randomUUID()}@example.com`,
      admin: `admin-${randomUUID()}@example.com`,
      member: `member-${randomUUID()}@example.com`,
    };
    for (const [role, email] of Object.entries(users)) {
      await nats.send(Subjects.auth.createUser, { org: org.id, email, password: PASSWORD, role });
    }
    return { organizationId: org.id, name, users };
  } finally {
    await nats.close();
  }
}

/**
 * A browser-like client of the web app's API: keeps the session cookie and sends the CSRF token
 * on state-changing requests, as the pages do.
 */
export class WebClient {
  cookie: string | null = null;
  setCookie: string | null = null;
  csrfToken: string | null = null;

  constructor(readonly baseUrl = testEnv().gatewayUrl) {}

  async signIn(email: string, password = PASSWORD): Promise<ApiAnswer> {
    const answer = await this.request('POST', '/app/api/session', { email, password });
    if (answer.status === 200) this.csrfToken = answer.body.data.csrfToken;
    return answer;
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    options: { csrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<ApiAnswer> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookie) headers.Cookie = this.cookie;
    if (options.csrf !== false && this.csrfToken && method !== 'GET') headers['X-CSRF-Token'] = this.csrfToken;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(this.baseUrl + path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      this.setCookie = setCookie;
      const pair = setCookie.split(';')[0];
      this.cookie = pair.endsWith('=') ? null : pair;
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    recordExchange({
      method,
      url: this.baseUrl + path,
      status: response.status,
      headers: response.headers,
      body: parsed,
    });
    return { status: response.status, headers: response.headers, body: parsed as any };
  }

  get(path: string) {
    return this.request('GET', path);
  }
  post(path: string, body?: unknown, options?: { csrf?: boolean; headers?: Record<string, string> }) {
    return this.request('POST', path, body ?? {}, options);
  }
  patch(path: string, body: unknown) {
    return this.request('PATCH', path, body);
  }
  delete(path: string) {
    return this.request('DELETE', path);
  }
}

/** Signs in `email` and returns the client, failing the test if sign-in fails. */
export async function signedIn(email: string): Promise<WebClient> {
  const client = new WebClient();
  const answer = await client.signIn(email);
  if (answer.status !== 200) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(answer.body)}`);
  return client;
}
