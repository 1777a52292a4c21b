import { ErrorCode } from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../errors/http-error.filter';

/**
 * Refusals Fastify makes before any hook or route runs (a path that is not valid percent-encoded
 * UTF-8: FST_ERR_BAD_URL): Express's router answered those with a 400 through the error filter,
 * so they get the same answer (the envelope, or a compatible API's shape), security headers and
 * request id here.
 */
export function answerFrameworkError(
  withHeaders: (request: FastifyRequest, reply: FastifyReply) => void,
): (error: Error, request: FastifyRequest, reply: FastifyReply) => void {
  return (error, request, reply) => {
    withHeaders(request, reply);
    sendError(
      { status: 400, code: ErrorCode.BAD_REQUEST, message: `Unreadable request: ${error.message}` },
      request,
      reply,
    );
  };
}
