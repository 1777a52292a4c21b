import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Claim, LeaseQueue } from '@app/work-queue';
import { DocumentEntity } from './document.entity';

export type NewDocument = Pick<
  DocumentEntity,
  | 'id'
  | 'organizationId'
  | 'keyId'
  | 'filename'
  | 'format'
  | 'sourceLanguage'
  | 'targetLanguage'
  | 'glossaryId'
  | 'memoryId'
  | 'memoryThreshold'
  | 'prompt'
  | 'ignoreCache'
  | 'webhookUrl'
  | 'sourceContent'
>;

/** What a finished translation stores. */
export interface DocumentOutput {
  content: Buffer;
  filename: string;
  mediaType: string;
  wordCount: number;
  credits: number;
  terms: { found: number; followed: number } | null;
  completedAt: Date;
  /** With `auto`: the language found (already stored when found, repeated for the record). */
  detectedLanguage: string | null;
}

const TABLE = 'localization.documents';

/** Every query on documents, the work queue included. */
@Injectable()
export class DocumentRepository {
  /** The work queue over this table (see libs/work-queue). */
  readonly queue: LeaseQueue;

  constructor(@InjectRepository(DocumentEntity) private readonly documents: Repository<DocumentEntity>) {
    this.queue = new LeaseQueue(documents.manager, { table: TABLE, pendingStatus: 'PENDING' });
  }

  async insert(document: NewDocument): Promise<DocumentEntity> {
    await this.documents.insert({ ...document, status: 'PENDING', progress: 0, attempts: 0 });
    return this.documents.findOneByOrFail({ id: document.id });
  }

  findForOrganization(id: string, organizationId: string): Promise<DocumentEntity | null> {
    return this.documents.findOneBy({ id, organizationId });
  }

  findById(id: string): Promise<DocumentEntity | null> {
    return this.documents.findOneBy({ id });
  }

  /** Newest first; the id breaks ties so that pages never overlap. */
  listForOrganization(organizationId: string, limit: number, offset: number): Promise<DocumentEntity[]> {
    return this.documents.find({
      where: { organizationId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
      skip: offset,
    });
  }

  async delete(id: string, organizationId: string): Promise<boolean> {
    const result = await this.documents.delete({ id, organizationId });
    return (result.affected ?? 0) > 0;
  }

  async readSource(id: string): Promise<Buffer | null> {
    const [row] = await this.documents.query<[{ source_content: Buffer | null }?]>(
      `SELECT source_content FROM ${TABLE} WHERE id = $1`,
      [id],
    );
    return row?.source_content ?? null;
  }

  /** A slice of the translated file; with EXTERNAL storage PostgreSQL reads only that slice. */
  async readOutputSlice(id: string, offset: number, length: number): Promise<Buffer> {
    const [row] = await this.documents.query<[{ slice: Buffer | null }?]>(
      `SELECT substring(output_content FROM $2 FOR $3) AS slice FROM ${TABLE} WHERE id = $1`,
      [id, offset + 1, length],
    );
    return row?.slice ?? Buffer.alloc(0);
  }

  /** Only while the claim holds the document, so a worker that lost it writes nothing. */
  async setProgress(claim: Claim, progress: number): Promise<void> {
    await this.documents.query(
      `UPDATE ${TABLE} SET progress = GREATEST(progress, $3) WHERE id = $1 AND lease_owner = $2 AND status = 'PENDING'`,
      [claim.id, claim.owner, progress],
    );
  }

  async setDetectedLanguage(id: string, language: string): Promise<void> {
    await this.documents.update({ id }, { detectedLanguage: language });
  }

  complete(claim: Claim, output: DocumentOutput): Promise<boolean> {
    return this.queue.finish(
      claim,
      `status = 'READY', progress = 100, completed_at = $3, output_content = $4, output_filename = $5,
       output_media_type = $6, output_size_bytes = $7, word_count = $8, credits = $9, terms_found = $10,
       terms_followed = $11, error_message = NULL`,
      [
        output.completedAt,
        output.content,
        output.filename,
        output.mediaType,
        output.content.length,
        output.wordCount,
        output.credits,
        output.terms?.found ?? null,
        output.terms?.followed ?? null,
      ],
    );
  }

  fail(claim: Claim, message: string, completedAt: Date): Promise<boolean> {
    return this.queue.finish(claim, `status = 'ERROR', completed_at = $3, error_message = $4, credits = 0`, [
      completedAt,
      message,
    ]);
  }

  /** Retention: both files of documents older than the cutoff go; the records stay in the history. */
  async deleteFilesOlderThan(cutoff: Date): Promise<number> {
    const [, affected] = await this.documents.query<[unknown, number | null]>(
      `UPDATE ${TABLE} SET source_content = NULL, output_content = NULL, files_deleted_at = now()
        WHERE created_at < $1 AND files_deleted_at IS NULL AND status <> 'PENDING'`,
      [cutoff],
    );
    return affected ?? 0;
  }
}
