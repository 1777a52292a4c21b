import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { bodyRefusal } from './body-refusal';

const DECODERS: Record<string, (() => Transform) | undefined> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

export const SUPPORTED_CONTENT_ENCODINGS = ['identity', ...Object.keys(DECODERS)];

/**
 * Passes decoded bytes on until there are more than `limit` of them, then fails: the decoder
 * before it is stopped there, so a small body that inflates to gigabytes costs `limit` bytes.
 * `receivedEncodedLength` is what Fastify compares with Content-Length (its preParsing contract).
 */
class DecodedBody extends Transform {
  receivedEncodedLength = 0;
  private decodedLength = 0;

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.decodedLength += chunk.length;
    if (this.decodedLength > this.limit)
      callback(bodyRefusal(413, 'entity.too.large', 'request entity too large once decoded'));
    else callback(null, chunk);
  }
}

function decodedStream(raw: Readable, encoding: string, makeDecoder: () => Transform, limit: number): DecodedBody {
  const decoder = makeDecoder();
  const output = new DecodedBody(limit);
  // Detach rather than destroy the request on a failure: the answer still has to reach the
  // client, and the unread rest is drained without decoding (unread-bodies.ts).
  const stop = () => {
    raw.unpipe(decoder);
    decoder.destroy();
  };
  raw.on('data', (chunk: Buffer) => (output.receivedEncodedLength += chunk.length));
  decoder.once('error', () => {
    stop();
    output.destroy(bodyRefusal(400, 'encoding.invalid', `the body is not valid ${encoding}`));
  });
  output.once('error', stop);
  raw.pipe(decoder).pipe(output);
  return output;
}

// @fastify/multipart marks a request as multipart in its content-type parser, after this hook.
const isMultipart = (request: FastifyRequest) =>
  /^multipart\//i.test(request.headers['content-type']?.trimStart() ?? '');

/**
 * Content-Encoding of request bodies (gzip, deflate, br), decoded while the body streams into the
 * parsers, so that the route's `bodyLimit` (Fastify's) applies to the decoded bytes and decoding
 * stops there: a 413 at once, never a bomb inflated in memory. An unknown encoding is a 415, a
 * body that is not valid for its encoding a 400. Multipart bodies are read from the raw request
 * by @fastify/multipart, past this hook, so they must come unencoded (415 otherwise).
 */
export function decodeRequestBodies(fastify: FastifyInstance): void {
  fastify.addHook('preParsing', (request: FastifyRequest, _reply, payload, done) => {
    const encoding = (request.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
    if (encoding === 'identity' || encoding === '') {
      done(null, payload);
      return;
    }
    const makeDecoder = DECODERS[encoding];
    if (!makeDecoder || isMultipart(request)) {
      const what = makeDecoder
        ? `a multipart body in Content-Encoding "${encoding}"`
        : `Content-Encoding "${encoding}"`;
      done(
        bodyRefusal(
          415,
          'encoding.unsupported',
          `${what} is not supported: send ${SUPPORTED_CONTENT_ENCODINGS.join(', ')}${makeDecoder ? ' (multipart: identity only)' : ''}`,
        ),
      );
      return;
    }
    done(null, decodedStream(payload, encoding, makeDecoder, request.routeOptions.bodyLimit));
  });
}
