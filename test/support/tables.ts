import { Api, expectOk } from './api';

export const TABLES = '/v1/translation/localization-table';

/** Polls a table until it leaves `pending` (or the time runs out) and answers its record. */
export async function waitForStatus(api: Api, id: string, timeoutMs = 90_000): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const table = expectOk(await api.get(`${TABLES}/${id}`));
    if (table.status !== 'pending' || Date.now() > deadline) return table;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Starts a table and answers its id. */
export async function generate(api: Api, body: object): Promise<string> {
  const data = expectOk(await api.post(TABLES, body));
  expect(data).toEqual({ id: expect.any(String), status: 'pending' });
  return data.id;
}

export async function completed(api: Api, body: object): Promise<any> {
  const table = await waitForStatus(api, await generate(api, body));
  expect(table).toMatchObject({ status: 'completed' });
  return table;
}

/** The table's file, through the signed link its download route answers. */
export async function downloadFile(api: Api, id: string): Promise<Response> {
  const link = expectOk(await api.get(`${TABLES}/${id}/download`));
  const response = await fetch(link.downloadUrl);
  expect(response.status).toBe(200);
  return response;
}
