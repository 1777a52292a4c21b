import { setImmediate as setImmediatePromise } from 'node:timers/promises';

const SLICE_BYTES = 64 * 1024;

/**
 * Bytes as text, chunk by chunk, the encoding taken from a byte order mark (UTF-8 without one).
 * A buffer is cut in slices with a yield between them, so other requests are not kept waiting
 * while a large file is parsed.
 */
export async function* textChunks(input: Buffer | AsyncIterable<Buffer>): AsyncGenerator<string> {
  let decoder: TextDecoder | undefined;
  const source = Buffer.isBuffer(input) ? slices(input) : input;
  for await (const bytes of source) {
    decoder ??= new TextDecoder(encodingOf(bytes));
    yield decoder.decode(bytes, { stream: true });
  }
  const rest = decoder?.decode() ?? '';
  if (rest) yield rest;
}

async function* slices(bytes: Buffer): AsyncGenerator<Buffer> {
  for (let offset = 0; offset < bytes.length; offset += SLICE_BYTES) {
    yield bytes.subarray(offset, offset + SLICE_BYTES);
    await setImmediatePromise();
  }
}

function encodingOf(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}
