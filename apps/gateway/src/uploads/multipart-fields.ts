import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readMultipart } from './multipart-files';

const FIELDS_ONLY = 'multipartFieldsOnly';

/** Fields a form may carry, as for a form-encoded body (body-parsers.ts: qs's parameterLimit). */
const MAX_FIELDS = 1_000;

/**
 * A route that also reads a multipart/form-data body of text fields (a browser's `FormData`) as
 * it reads a form-encoded one. Unlike `@MultipartFiles` (an interceptor, after the guards), the
 * fields are read before the guards run, so a key sent as a field (LibreTranslate's `api_key`)
 * authenticates. A file part is a 400.
 */
export const MultipartFields = () => RouteConfig({ [FIELDS_ONLY]: true });

function readsMultipartFields(request: FastifyRequest): boolean {
  const config: unknown = request.routeOptions.config;
  return typeof config === 'object' && config !== null && Reflect.get(config, FIELDS_ONLY) === true;
}

/** Reads the fields of routes marked with {@link MultipartFields}, within the body limit of other forms. */
export function readMultipartFieldsFirst(fastify: FastifyInstance, limits: { bodyLimit: number }): void {
  fastify.addHook('preValidation', async (request) => {
    if (!readsMultipartFields(request) || !request.isMultipart()) return;
    await readMultipart(request, {
      maxFiles: 0,
      fileSize: 0,
      maxFields: MAX_FIELDS,
      maxFieldBytes: limits.bodyLimit,
      defParamCharset: 'utf8',
    });
  });
}
