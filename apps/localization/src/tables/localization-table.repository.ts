import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Claim, LeaseQueue } from '@app/work-queue';
import { LocalizationTableEntity } from './localization-table.entity';

export type NewTable = Pick<
  LocalizationTableEntity,
  | 'id'
  | 'organizationId'
  | 'keyId'
  | 'sourceLanguage'
  | 'targetLanguages'
  | 'sourceUrl'
  | 'sourceName'
  | 'sourceFormat'
  | 'sourceContent'
  | 'outputFormat'
  | 'csvFormulaEscaping'
  | 'memoryId'
  | 'memoryThreshold'
>;

export interface TableOutput {
  format: LocalizationTableEntity['outputFormat'];
  content: Buffer;
  contentType: string;
  filename: string;
}

const TABLE = 'localization.localization_tables';

/** Every query on localization tables, the work queue included. */
@Injectable()
export class LocalizationTableRepository {
  constructor(@InjectRepository(LocalizationTableEntity) private readonly tables: Repository<LocalizationTableEntity>) {
    this.queue = new LeaseQueue(tables.manager, { table: TABLE, pendingStatus: 'pending' });
  }

  async insert(table: NewTable): Promise<LocalizationTableEntity> {
    await this.tables.insert({ ...table, status: 'pending', attempts: 0 });
    return this.tables.findOneByOrFail({ id: table.id });
  }

  findForOrganization(id: string, organizationId: string): Promise<LocalizationTableEntity | null> {
    return this.tables.findOneBy({ id, organizationId });
  }

  findById(id: string): Promise<LocalizationTableEntity | null> {
    return this.tables.findOneBy({ id });
  }

  /** Newest first; the id breaks ties so that pages never overlap. */
  listForOrganization(organizationId: string, limit: number, offset: number): Promise<LocalizationTableEntity[]> {
    return this.tables.find({
      where: { organizationId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
      skip: offset,
    });
  }

  async readSourceContent(id: string): Promise<Buffer | null> {
    const [row] = await this.tables.query<[{ source_content: Buffer | null }?]>(
      `SELECT source_content FROM ${TABLE} WHERE id = $1`,
      [id],
    );
    return row?.source_content ?? null;
  }

  /** A slice of the finished file; with EXTERNAL storage PostgreSQL reads only that slice. */
  async readOutputSlice(id: string, offset: number, length: number): Promise<Buffer> {
    const [row] = await this.tables.query<[{ slice: Buffer | null }?]>(
      `SELECT substring(output_content FROM $2 FOR $3) AS slice FROM ${TABLE} WHERE id = $1`,
      [id, offset + 1, length],
    );
    return row?.slice ?? Buffer.alloc(0);
  }

  /** The work queue over this table (see libs/work-queue). */
  readonly queue: LeaseQueue;

  async complete(claim: Claim, output: TableOutput): Promise<boolean> {
    return this.queue.finish(
      claim,
      `status = 'completed', completed_at = now(), output_format = $3, output_content = $4, output_content_type = $5,
       output_filename = $6, output_size_bytes = $7, error_message = NULL`,
      [output.format, output.content, output.contentType, output.filename, output.content.length],
    );
  }

  async fail(claim: Claim, message: string): Promise<boolean> {
    return this.queue.finish(claim, `status = 'failed', completed_at = now(), error_message = $3`, [message]);
  }
}
