import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { UploadedFileChunkEntity, UploadedFileEntity } from './uploaded-file.entity';

export type AppendOutcome =
  | { outcome: 'appended'; file: UploadedFileEntity }
  | { outcome: 'missing' }
  | { outcome: 'offset'; file: UploadedFileEntity };

@Injectable()
export class UploadedFileRepository {
  constructor(@InjectRepository(UploadedFileEntity) private readonly files: Repository<UploadedFileEntity>) {}

  async create(
    file: Pick<UploadedFileEntity, 'id' | 'organizationId' | 'filename' | 'contentType'>,
    firstChunk: Buffer,
    complete: boolean,
  ): Promise<UploadedFileEntity> {
    return this.files.manager.transaction(async (tx) => {
      const saved = await tx.save(
        tx.create(UploadedFileEntity, {
          ...file,
          sizeBytes: firstChunk.length,
          completedAt: complete ? new Date() : null,
        }),
      );
      await tx.insert(UploadedFileChunkEntity, { uploadId: file.id, offsetBytes: 0, data: firstChunk });
      return saved;
    });
  }

  /**
   * Appends a chunk if it starts where the file ends; the row lock orders concurrent chunks of
   * one upload, and the offset check turns a replayed chunk into a refusal, not a duplicate.
   */
  async append(
    id: string,
    organizationId: string,
    offset: number,
    chunk: Buffer,
    complete: boolean,
  ): Promise<AppendOutcome> {
    return this.files.manager.transaction(async (tx) => {
      const file = await tx.findOne(UploadedFileEntity, {
        where: { id, organizationId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!file || file.completedAt) return { outcome: 'missing' };
      if (file.sizeBytes !== offset) return { outcome: 'offset', file };
      await tx.insert(UploadedFileChunkEntity, { uploadId: id, offsetBytes: offset, data: chunk });
      file.sizeBytes += chunk.length;
      if (complete) file.completedAt = new Date();
      await tx.save(file);
      return { outcome: 'appended', file };
    });
  }

  findCompleted(id: string, organizationId: string): Promise<UploadedFileEntity | null> {
    return this.files
      .createQueryBuilder('f')
      .where('f.id = :id AND f.organization_id = :organizationId AND f.completed_at IS NOT NULL', {
        id,
        organizationId,
      })
      .getOne();
  }

  /** The whole file, assembled by the database in one round trip. */
  async readContent(id: string): Promise<Buffer> {
    const [row] = await this.files.query<[{ content: Buffer }]>(
      `SELECT coalesce(string_agg(data, ''::bytea ORDER BY offset_bytes), ''::bytea) AS content
         FROM localization.uploaded_file_chunks WHERE upload_id = $1`,
      [id],
    );
    return row.content;
  }

  async deleteById(id: string, organizationId: string): Promise<void> {
    await this.files.delete({ id, organizationId });
  }

  async deleteOlderThan(cutoff: Date): Promise<number> {
    // TypeORM answers a DELETE with [rows, affected]; pg's row count may be null.
    const [, affected] = await this.files.query<[unknown, number | null]>(
      `DELETE FROM localization.uploaded_files WHERE created_at < $1`,
      [cutoff],
    );
    return affected ?? 0;
  }
}
