import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
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
>;

export interface TableOutput {
  format: LocalizationTableEntity['outputFormat'];
  content: Buffer;
  contentType: string;
  filename: string;
}

const TABLE = 'localization.localization_tables';

/** TypeORM answers an UPDATE with [rows, affected], RETURNING or not. */
type UpdateResult<Row = unknown> = [Row[], number];

/** Every query on localization tables, the work queue included. */
@Injectable()
export class TablesRepository {
  private readonly tables: Repository<LocalizationTableEntity>;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.tables = db.getRepository(LocalizationTableEntity);
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
    const [row] = await this.db.query<[{ source_content: Buffer | null }?]>(
      `SELECT source_content FROM ${TABLE} WHERE id = $1`,
      [id],
    );
    return row?.source_content ?? null;
  }

  /** A slice of the finished file; with EXTERNAL storage PostgreSQL reads only that slice. */
  async readOutputSlice(id: string, offset: number, length: number): Promise<Buffer> {
    const [row] = await this.db.query<[{ slice: Buffer | null }?]>(
      `SELECT substring(output_content FROM $2 FOR $3) AS slice FROM ${TABLE} WHERE id = $1`,
      [id, offset + 1, length],
    );
    return row?.slice ?? Buffer.alloc(0);
  }

  /**
   * Claims the oldest pending table that nobody holds: `SKIP LOCKED` lets replicas claim in
   * parallel without waiting on each other, and the lease makes the claim outlive this statement.
   */
  async claimNext(owner: string, leaseSeconds: number): Promise<LocalizationTableEntity | null> {
    const [rows] = await this.db.query<UpdateResult<{ id: string }>>(
      `UPDATE ${TABLE} SET lease_owner = $1, lease_expires_at = now() + make_interval(secs => $2), attempts = attempts + 1
        WHERE id = (SELECT id FROM ${TABLE}
                     WHERE status = 'pending' AND (lease_expires_at IS NULL OR lease_expires_at < now())
                     ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id`,
      [owner, leaseSeconds],
    );
    return rows.length ? this.findById(rows[0].id) : null;
  }

  /** False when the lease was lost (it ran out and another worker took the table). */
  async renewLease(id: string, owner: string, leaseSeconds: number): Promise<boolean> {
    const [, affected] = await this.db.query<UpdateResult>(
      `UPDATE ${TABLE} SET lease_expires_at = now() + make_interval(secs => $3) WHERE id = $1 AND lease_owner = $2 AND status = 'pending'`,
      [id, owner, leaseSeconds],
    );
    return affected > 0;
  }

  async complete(id: string, owner: string, output: TableOutput): Promise<boolean> {
    const [, affected] = await this.db.query<UpdateResult>(
      `UPDATE ${TABLE} SET status = 'completed', completed_at = now(), output_format = $3, output_content = $4, output_content_type = $5,
              output_filename = $6, output_size_bytes = $7, error_message = NULL, lease_owner = NULL, lease_expires_at = NULL
        WHERE id = $1 AND lease_owner = $2 AND status = 'pending'`,
      [id, owner, output.format, output.content, output.contentType, output.filename, output.content.length],
    );
    return affected > 0;
  }

  async fail(id: string, owner: string, message: string): Promise<boolean> {
    const [, affected] = await this.db.query<UpdateResult>(
      `UPDATE ${TABLE} SET status = 'failed', completed_at = now(), error_message = $3, lease_owner = NULL, lease_expires_at = NULL
        WHERE id = $1 AND lease_owner = $2 AND status = 'pending'`,
      [id, owner, message],
    );
    return affected > 0;
  }

  /** Gives the table back to the queue, available again after `delaySeconds` (0: at once). */
  async release(id: string, owner: string, delaySeconds: number, countAttempt: boolean): Promise<void> {
    await this.db.query(
      `UPDATE ${TABLE} SET lease_owner = NULL, lease_expires_at = now() + make_interval(secs => $3),
              attempts = attempts - CASE WHEN $4 THEN 0 ELSE 1 END
        WHERE id = $1 AND lease_owner = $2 AND status = 'pending'`,
      [id, owner, delaySeconds, countAttempt],
    );
  }
}
