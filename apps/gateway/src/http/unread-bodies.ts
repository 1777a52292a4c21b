import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

/** How long an answer waits for the rest of a body it did not need. */
const DRAIN_TIMEOUT_MS = 10_000;

/**
 * Some answers are known before the body is read: a 413 from the declared length, a refusal
 * before a multipart upload is consumed. Sent at once, the server would close a `Connection:
 * close` socket while the client is still writing; the client then sees a reset (EPIPE) instead
 * of the answer. So such an answer first reads and discards the rest of the body, up to
 * `maxBytes` and `DRAIN_TIMEOUT_MS` (nginx's "lingering close"); past either, it goes out as before.
 */
export function drainUnreadBodies(fastify: FastifyInstance, maxBytes: number): void {
  fastify.addHook('onSend', (request, _reply, payload, done) => {
    const incoming = request.raw;
    const declared = Number(incoming.headers['content-length']);
    if (incoming.complete || incoming.destroyed || declared > maxBytes) done(null, payload);
    else drain(incoming, maxBytes, () => done(null, payload));
  });
}

function drain(incoming: IncomingMessage, maxBytes: number, then: () => void): void {
  let seen = 0;
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    incoming.off('data', count).off('end', finish).off('close', finish).off('error', finish);
    then();
  };
  const count = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > maxBytes) finish();
  };
  const timer = setTimeout(finish, DRAIN_TIMEOUT_MS);
  incoming.on('data', count).once('end', finish).once('close', finish).once('error', finish);
  incoming.resume();
}
