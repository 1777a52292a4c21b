import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Api, ApiAnswer, expectOk } from './api';

export const DOCUMENTS = '/v1/translation/documents';

/** A file of apps/gateway/test/test-data/documents (SOURCES.md there names where each came from). */
export function documentFixture(name: string): Buffer {
  return readFileSync(join(__dirname, '../../apps/gateway/test/test-data/documents', name));
}

/** `POST /v1/translation/documents` as a client sends it: multipart, the file under `file`. */
export function uploadDocument(
  api: Api,
  filename: string,
  content: string | Buffer,
  fields: Record<string, string> = { sourceLanguage: 'en', targetLanguage: 'es' },
  headers: Record<string, string> = {},
): Promise<ApiAnswer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  form.append('file', new Blob([new Uint8Array(bytes)]), filename);
  return api.post(DOCUMENTS, form, headers);
}

/** Polls the record until it leaves PENDING; every progress value seen on the way is kept. */
export async function documentDone(api: Api, id: string, timeoutMs = 90_000): Promise<{ record: any; seen: number[] }> {
  const deadline = Date.now() + timeoutMs;
  const seen: number[] = [];
  for (;;) {
    const record = expectOk(await api.get(`${DOCUMENTS}/${id}`));
    seen.push(record.progress);
    if (record.status !== 'PENDING' || Date.now() > deadline) return { record, seen };
    await new Promise((r) => setTimeout(r, 100));
  }
}
