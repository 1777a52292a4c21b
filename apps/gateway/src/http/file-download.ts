import { Logger } from '@nestjs/common';
import type { FastifyReply as Response } from 'fastify';
import { Readable } from 'node:stream';
import { TableFileChunk } from '@app/contracts';
import { contentDisposition } from './content-disposition';
import { inRequestContext } from './in-request-context';

export type FileChunk = TableFileChunk & { bytes: Buffer };

/**
 * Answers a stored file read chunk by chunk over NATS (tables, documents): the first chunk names
 * the file, its type and size. Errors before the first byte (unknown or expired link) still reach
 * the error envelope; a failure mid-way cuts the connection (the length was promised).
 */
export async function sendFileChunks(chunks: AsyncGenerator<FileChunk>, response: Response, logger: Logger) {
  const first = await chunks.next();
  if (first.done) throw new Error('download produced no chunk');
  const head = first.value;
  async function* rest() {
    yield head.bytes;
    try {
      for await (const chunk of chunks) yield chunk.bytes;
    } catch (error) {
      logger.error({ err: String(error) }, 'download interrupted');
      throw error;
    }
  }
  await response
    .status(200)
    .headers({
      'Content-Type': head.contentType,
      'Content-Disposition': contentDisposition(head.filename),
      'Content-Length': String(head.totalBytes),
      'Cache-Control': 'private, no-store',
    })
    .send(Readable.from(inRequestContext(rest())));
}
