/** The web app API client: JSON envelopes, the session cookie sent by the browser, the CSRF token added here. */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

interface Envelope<T> {
  status: 'ok' | 'error';
  data?: T;
  error?: { code: string; message: string };
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

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers['X-CSRF-Token'] = csrfToken;
  let response: Response;
  try {
    response = await fetch(`/app/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'The server cannot be reached: check your connection and try again.');
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (response.ok && envelope?.status === 'ok') return envelope.data as T;
  const error = envelope?.error ?? { code: 'INTERNAL', message: `The server answered ${response.status}` };
  if (response.status === 401 && path !== '/session') onSignedOut();
  throw new ApiError(response.status, error.code, error.message);
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
