import { OutputFormat, SourceFormat, TableStatus } from '@app/contracts';
import { LeasedRecord } from '@app/work-queue';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A localization table and, while `pending`, its place in the work queue: workers claim rows
 * with `FOR UPDATE SKIP LOCKED` and hold them through a lease that a dead worker lets run out.
 */
@Entity({ name: 'localization_tables' })
@Index('localization_tables_organization_created_idx', ['organizationId', 'createdAt'])
@Index('localization_tables_queue_idx', ['status', 'leaseExpiresAt', 'createdAt'])
export class LocalizationTableEntity extends LeasedRecord {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'localization_tables_pk' })
  id: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  /** The API key that asked; translation calls are made (and counted) on its behalf. */
  @Column({ name: 'key_id', type: 'varchar', length: 100 })
  keyId: string;

  @Column({ type: 'varchar', length: 16 })
  status: TableStatus;

  @Column({ name: 'source_language', type: 'varchar', length: 35 })
  sourceLanguage: string;

  @Column({ name: 'target_languages', type: 'text', array: true })
  targetLanguages: string[];

  /** Set when the source is a URL, fetched by the worker. */
  @Column({ name: 'source_url', type: 'varchar', length: 2048, nullable: true })
  sourceUrl: string | null;

  /** File name (upload) or media type, kept for format detection. */
  @Column({ name: 'source_name', type: 'varchar', length: 255, nullable: true })
  sourceName: string | null;

  @Column({ name: 'source_format', type: 'varchar', length: 16, nullable: true })
  sourceFormat: SourceFormat | null;

  /** The source bytes when given inline or uploaded. */
  @Column({ name: 'source_content', type: 'bytea', nullable: true, select: false })
  sourceContent: Buffer | null;

  /** Null until known: the default follows the source's format, which a URL reveals only when fetched. */
  @Column({ name: 'output_format', type: 'varchar', length: 16, nullable: true })
  outputFormat: OutputFormat | null;

  /** CSV and TSV outputs prefix formula-like cells with `'` (CONTRACT "Localization tables"). */
  @Column({ name: 'csv_formula_escaping', type: 'boolean', default: true })
  csvFormulaEscaping: boolean;

  /** Checked when accepted; every translate-batch call of the table passes it (with its threshold). */
  @Column({ name: 'memory_id', type: 'varchar', length: 100, nullable: true })
  memoryId: string | null;

  @Column({ name: 'memory_threshold', type: 'smallint', nullable: true })
  memoryThreshold: number | null;

  @Column({ name: 'output_content', type: 'bytea', nullable: true, select: false })
  outputContent: Buffer | null;

  @Column({ name: 'output_content_type', type: 'varchar', length: 200, nullable: true })
  outputContentType: string | null;

  @Column({ name: 'output_filename', type: 'varchar', length: 300, nullable: true })
  outputFilename: string | null;

  @Column({ name: 'output_size_bytes', type: 'integer', nullable: true })
  outputSizeBytes: number | null;

  @Column({ name: 'error_message', type: 'text', nullable: true })
  errorMessage: string | null;
}
