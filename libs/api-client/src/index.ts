import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from './schema';

export type { components, operations, paths };
export type ApiClient = Client<paths>;

/** `components['schemas']['X']`, shorter. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

/**
 * A typed client of the REST API (types generated from /docs-json by `npm run api-client`):
 * `await client.POST('/v1/translation/translate', { body: {...} })` answers `{data, error, response}`,
 * `data` being the success envelope and `error` the error envelope.
 */
export function createApiClient(baseUrl: string, apiKey: string, options: ClientOptions = {}): ApiClient {
  return createClient<paths>({ ...options, baseUrl, headers: { 'X-Api-Key': apiKey, ...options.headers } });
}
