/** The web app API client (/app/api): JSON envelopes, the session cookie sent by the browser, the CSRF token added here. */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

let csrfToken: string | null = null;

/** Set from the session: every state-changing request carries it. */
export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

let onSignedOut: () => void = () => undefined;

/** Called when the server says the session has ended, so the app can show the sign-in page. */
export function whenSignedOut(handler: () => void): void {
  onSignedOut = handler;
}

export interface Envelope<T> {
  status: 'ok' | 'partial_success' | 'error';
  data?: T;
  pagination?: { page: number; limit: number; total: number; totalPages: number };
  error?: { code: string; message: string };
}

/** Headers every request of the pages carries: JSON answers, and the CSRF token on changes. */
export function baseHeaders(method: string): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET' && csrfToken) headers['X-CSRF-Token'] = csrfToken;
  return headers;
}

/** One request answered by an envelope; an error envelope (or none) becomes an ApiError in words. */
export async function fetchEnvelope<T>(url: string, init: RequestInit): Promise<Envelope<T>> {
  const response = await fetchOrExplain(url, init);
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (response.ok && envelope && envelope.status !== 'error') return envelope;
  throw failure(response, envelope?.error);
}

/** fetch, with a network failure said in words. */
export async function fetchOrExplain(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'NETWORK', 'The server cannot be reached: check your connection and try again.');
  }
}

export function failure(response: Response, error?: { code: string; message: string }): ApiError {
  const { code, message } = error ?? { code: 'INTERNAL', message: `The server answered ${response.status}` };
  if (response.status === 401 && !response.url.endsWith('/app/api/session')) onSignedOut();
  return new ApiError(response.status, code, message);
}

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers = baseHeaders(method);
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const envelope = await fetchEnvelope<T>(`/app/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return envelope.data as T;
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body: unknown = {}) => request<T>('POST', path, body),
  patch: <T>(path: string, body: unknown) => request<T>('PATCH', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
};

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
