import type { Context } from '@opentelemetry/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { asyncContext, requestContext } from '@app/common';
import { AuthenticatedRequest } from '../auth/caller.decorator';

const SAFE_ID = /^[\w.-]{1,100}$/;

/** The caller's X-Request-Id when it is a safe token, else a new one; on the request and the answer. */
export function assignRequestId(request: FastifyRequest, reply: FastifyReply): void {
  const sent = request.headers['x-request-id'];
  const id = typeof sent === 'string' && SAFE_ID.test(sent) ? sent : randomUUID();
  (request as unknown as AuthenticatedRequest).requestId = id;
  void reply.header('X-Request-Id', id);
}

/**
 * Gives every request a correlation id (kept from the caller when sent) that travels to the
 * services: on the request and the answer as soon as it arrives, so that refusals of the body
 * parsers carry it too, and in the async context from the route's handlers on (after the body
 * is read, whose stream events would not keep it). That context is built over `traceContextOf`
 * the request (its server span when tracing is on) and entered once: each run costs on every
 * request.
 */
export function giveRequestIds(fastify: FastifyInstance, traceContextOf: (request: FastifyRequest) => Context): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    assignRequestId(request, reply);
    done();
  });
  fastify.addHook('preHandler', (request, _reply, done) => {
    const requestId = (request as unknown as AuthenticatedRequest).requestId ?? randomUUID();
    asyncContext.run(requestContext(requestId, traceContextOf(request)), done);
  });
}
