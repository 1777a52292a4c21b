import { Injectable } from '@nestjs/common';
import {
  LocalizationLimits,
  UPLOAD_PATH_PATTERN,
  UploadFileChunkRequest,
  UploadFileChunkResponse,
} from '@app/contracts';
import { randomUUID } from 'node:crypto';
import { chunkOutOfOrder, chunkTooLarge, fileTooLarge, firstChunkNotAtStart, uploadNotFound } from './files.errors';
import { UploadedFileRepository } from './uploaded-file.repository';
import { UploadedFileEntity } from './uploaded-file.entity';

export interface UploadedSource {
  bytes: Buffer;
  filename: string;
  contentType: string | null;
}

/** A file name safe to put in a path: no folders, no control characters. */
function safeFilename(name: string): string {
  const base =
    name
      .split(/[\\/]/)
      .pop()
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      ?.replace(/[\u0000-\u001f\u007f]/g, '')
      .trim() ?? '';
  return base.slice(0, LocalizationLimits.maxFilenameChars) || 'file';
}

const pathOf = (file: UploadedFileEntity) => `uploads/${file.id}/${file.filename}`;

@Injectable()
export class FilesService {
  constructor(private readonly files: UploadedFileRepository) {}

  async receiveChunk(request: UploadFileChunkRequest): Promise<UploadFileChunkResponse> {
    const chunk = Buffer.from(request.data, 'base64');
    if (chunk.length > LocalizationLimits.chunkBytes) throw chunkTooLarge();
    if (request.offset + chunk.length > LocalizationLimits.maxFileBytes) throw fileTooLarge();
    const organizationId = request.caller.organizationId;
    if (!request.uploadId) {
      if (request.offset !== 0) throw firstChunkNotAtStart();
      const file = await this.files.create(
        {
          id: randomUUID(),
          organizationId,
          filename: safeFilename(request.filename),
          contentType: request.contentType ?? null,
        },
        chunk,
        request.final,
      );
      return this.answer(file);
    }
    const appended = await this.files.append(request.uploadId, organizationId, request.offset, chunk, request.final);
    if (appended.outcome === 'missing') throw uploadNotFound(request.uploadId);
    if (appended.outcome === 'offset') throw chunkOutOfOrder(request.uploadId, appended.file.sizeBytes, request.offset);
    return this.answer(appended.file);
  }

  /** The bytes behind a `path` answered by the upload route; another organization's path is unknown. */
  async resolve(path: string, organizationId: string): Promise<UploadedSource | null> {
    const id = UPLOAD_PATH_PATTERN.exec(path)?.[1]?.toLowerCase();
    if (!id) return null;
    const file = await this.files.findCompleted(id, organizationId);
    if (!file) return null;
    return { bytes: await this.files.readContent(file.id), filename: file.filename, contentType: file.contentType };
  }

  /** An upload that has been copied where it is used (a document keeps its own bytes and retention). */
  async discard(path: string, organizationId: string): Promise<void> {
    const id = UPLOAD_PATH_PATTERN.exec(path)?.[1]?.toLowerCase();
    if (id) await this.files.deleteById(id, organizationId);
  }

  async deleteExpired(retentionHours: number): Promise<number> {
    return this.files.deleteOlderThan(new Date(Date.now() - retentionHours * 3_600_000));
  }

  private answer(file: UploadedFileEntity): UploadFileChunkResponse {
    return { uploadId: file.id, receivedBytes: file.sizeBytes, ...(file.completedAt ? { path: pathOf(file) } : {}) };
  }
}
