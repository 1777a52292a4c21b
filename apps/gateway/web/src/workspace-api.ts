import { baseHeaders, type Envelope, failure, fetchEnvelope, fetchOrExplain } from './api';

/**
 * The workspace pages call the same /v1 API as every client (CONTRACT "Web workspace"), with the
 * session cookie as the credential and X-Organization-Id naming the organization.
 */

export type Workspace = ReturnType<typeof workspace>;

export function workspace(organizationId: string) {
  const call = <T>(method: string, path: string, body?: BodyInit, contentType?: string) => {
    const headers: Record<string, string> = { ...baseHeaders(method), 'X-Organization-Id': organizationId };
    if (contentType) headers['Content-Type'] = contentType;
    return fetchEnvelope<T>(`/v1${path}`, { method, headers, body });
  };
  return {
    get: async <T>(path: string) => (await call<T>('GET', path)).data as T,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the item type, as with get
    page: async <T>(path: string) => {
      const envelope = await call<T[]>('GET', path);
      const pagination = envelope.pagination ?? { total: 0, totalPages: 0 };
      return { items: envelope.data ?? [], total: pagination.total, totalPages: pagination.totalPages };
    },
    send: async <T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
      (await call<T>(method, path, body === undefined ? undefined : JSON.stringify(body), 'application/json'))
        .data as T,
    /** Multipart upload; the whole envelope, as a partial success (207) says more than its data. */
    upload: <T>(path: string, form: FormData) => call<T>('POST', path, form),
    /** A file the server sends as an attachment, saved by the browser under the server's name. */
    download: async (path: string, fallbackName: string) => {
      const headers = { ...baseHeaders('GET'), 'X-Organization-Id': organizationId };
      const response = await fetchOrExplain(`/v1${path}`, { headers });
      if (!response.ok) {
        const envelope = (await response.json().catch(() => null)) as Envelope<unknown> | null;
        throw failure(response, envelope?.error);
      }
      const link = document.createElement('a');
      link.href = URL.createObjectURL(await response.blob());
      link.download = attachmentName(response.headers.get('Content-Disposition')) ?? fallbackName;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => {
        URL.revokeObjectURL(link.href);
      }, 10_000);
    },
  };
}

/** The file name of `Content-Disposition: attachment; filename*=UTF-8''…` (or plain `filename=`). */
function attachmentName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded) return decodeURIComponent(encoded[1]);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? null;
}
