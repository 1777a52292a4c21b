import { once } from 'node:events';
import { Transform } from 'node:stream';
import { constants, createBrotliCompress, createDeflate, createGzip } from 'node:zlib';

export type BodyEncoding = 'gzip' | 'deflate' | 'br';

const ENCODERS: Record<BodyEncoding, () => Transform> = {
  gzip: () => createGzip({ level: 9 }),
  deflate: () => createDeflate({ level: 9 }),
  br: () => createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
};

/**
 * `decodedBytes` of a JSON-looking body (an open string of spaces) compressed in `encoding`:
 * about 1 MB of gzip or deflate inflates to 1 GiB. Written in 1 MiB steps, so making one costs
 * the encoder's time, not a gigabyte of memory.
 */
export async function compressionBomb(encoding: BodyEncoding, decodedBytes: number): Promise<Buffer> {
  const encoder = ENCODERS[encoding]();
  const chunks: Buffer[] = [];
  encoder.on('data', (chunk: Buffer) => chunks.push(chunk));
  const step = Buffer.alloc(1024 * 1024, ' ');
  encoder.write('{"text":"');
  for (let written = 0; written < decodedBytes; written += step.length) {
    if (!encoder.write(step)) await once(encoder, 'drain');
  }
  encoder.end();
  await once(encoder, 'end');
  return Buffer.concat(chunks);
}

/** `body` compressed in `encoding`, as a client that compresses its requests sends it. */
export async function compressed(encoding: BodyEncoding, body: string): Promise<Buffer> {
  const encoder = ENCODERS[encoding]();
  const chunks: Buffer[] = [];
  encoder.on('data', (chunk: Buffer) => chunks.push(chunk));
  encoder.end(body);
  await once(encoder, 'end');
  return Buffer.concat(chunks);
}
