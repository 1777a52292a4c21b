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
 * authenticates. A file part is a 400, unless `maxFiles` allows files (LibreTranslate's
 * `translate_file`): they are read too, within the file size limit, for `@UploadedFiles()`.
 */
export const MultipartFields = ({ maxFiles = 0 }: { maxFiles?: number } = {}) =>
  RouteConfig({ [FIELDS_ONLY]: maxFiles });

/** The files a marked route takes, or null for a route that is not marked. */
function multipartFilesOf(request: FastifyRequest): number | null {
  const config: unknown = request.routeOptions.config;
  const value: unknown = typeof config === 'object' && config !== null ? Reflect.get(config, FIELDS_ONLY) : null;
  return typeof value === 'number' ? value : null;
}

/** Reads the fields of routes marked with {@link MultipartFields}, within the body limit of other forms. */
export function readMultipartFieldsFirst(fastify: FastifyInstance, limits: { bodyLimit: number }): void {
  fastify.addHook('preValidation', async (request) => {
    const maxFiles = multipartFilesOf(request);
    if (maxFiles === null || !request.isMultipart()) return;
    await readMultipart(request, {
      maxFiles,
      // No file: none may be sent. Files: the size registered with @fastify/multipart (FILE_BODY_LIMIT_BYTES).
      ...(maxFiles === 0 ? { fileSize: 0 } : {}),
      maxFields: MAX_FIELDS,
      maxFieldBytes: limits.bodyLimit,
      defParamCharset: 'utf8',
    });
  });
}
