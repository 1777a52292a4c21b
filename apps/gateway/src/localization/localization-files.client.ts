import { Injectable } from '@nestjs/common';
import { RpcClient } from '@app/common';
import { CallerContext, LocalizationLimits, Subjects, TableFileChunk, UploadFileChunkResponse } from '@app/contracts';

export interface FileToUpload {
  filename: string;
  contentType: string | null;
  bytes: Buffer;
}

/**
 * Moves file bytes between the gateway and the localization service in chunks: NATS messages
 * are limited (1 MiB by default) and files are up to 10 MiB.
 */
@Injectable()
export class LocalizationFilesClient {
  constructor(private readonly rpc: RpcClient) {}

  /** Sends the file chunk by chunk and answers the path to use as `sourceFile`. */
  async upload(caller: CallerContext, file: FileToUpload): Promise<string> {
    let uploadId: string | undefined;
    let answer: UploadFileChunkResponse | undefined;
    for (let offset = 0; offset < file.bytes.length || !answer; offset += LocalizationLimits.chunkBytes) {
      const chunk = file.bytes.subarray(offset, offset + LocalizationLimits.chunkBytes);
      answer = await this.rpc.send<UploadFileChunkResponse>(Subjects.localization.uploadFile, {
        caller,
        uploadId,
        filename: file.filename,
        contentType: file.contentType ?? undefined,
        offset,
        data: chunk.toString('base64'),
        final: offset + LocalizationLimits.chunkBytes >= file.bytes.length,
      });
      uploadId = answer.uploadId;
    }
    const path = answer.path;
    if (!path) throw new Error('the localization service finished an upload without answering its path');
    return path;
  }

  /** The file behind a download token, chunk by chunk: the first chunk carries name, type and size. */
  async *download(
    token: string,
    subject: string = Subjects.localization.readFile,
  ): AsyncGenerator<TableFileChunk & { bytes: Buffer }> {
    let offset = 0;
    for (;;) {
      const chunk = await this.rpc.send<TableFileChunk>(subject, { token, offset });
      const bytes = Buffer.from(chunk.data, 'base64');
      yield { ...chunk, bytes };
      offset = chunk.offset + bytes.length;
      if (bytes.length === 0 || offset >= chunk.totalBytes) return;
    }
  }
}
