import { DocumentStatus } from '@app/contracts';
import { LeasedRecord } from '@app/work-queue';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A document translation job and, while PENDING, its place in the work queue (libs/work-queue),
 * with the uploaded and translated files (kept DOCUMENT_RETENTION_HOURS).
 */
@Entity({ name: 'documents' })
@Index('documents_organization_created_idx', ['organizationId', 'createdAt'])
@Index('documents_queue_idx', ['status', 'leaseExpiresAt', 'createdAt'])
export class DocumentEntity extends LeasedRecord {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'documents_pk' })
  id: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  /** The API key that asked; translation calls are made (and charged) on its behalf. */
  @Column({ name: 'key_id', type: 'varchar', length: 100 })
  keyId: string;

  @Column({ type: 'varchar', length: 16 })
  status: DocumentStatus;

  @Column({ type: 'integer', default: 0 })
  progress: number;

  @Column({ type: 'varchar', length: 255 })
  filename: string;

  @Column({ type: 'varchar', length: 16 })
  format: string;

  /** As asked: a language code or `auto`. */
  @Column({ name: 'source_language', type: 'varchar', length: 35 })
  sourceLanguage: string;

  /** With `auto`: the language found in the document's text. */
  @Column({ name: 'detected_language', type: 'varchar', length: 35, nullable: true })
  detectedLanguage: string | null;

  @Column({ name: 'target_language', type: 'varchar', length: 35 })
  targetLanguage: string;

  @Column({ name: 'glossary_id', type: 'varchar', length: 100, nullable: true })
  glossaryId: string | null;

  @Column({ name: 'memory_id', type: 'varchar', length: 100, nullable: true })
  memoryId: string | null;

  @Column({ name: 'memory_threshold', type: 'smallint', nullable: true })
  memoryThreshold: number | null;

  @Column({ type: 'text', nullable: true })
  prompt: string | null;

  @Column({ name: 'ignore_cache', type: 'boolean', default: false })
  ignoreCache: boolean;

  @Column({ name: 'webhook_url', type: 'varchar', length: 2048, nullable: true })
  webhookUrl: string | null;

  @Column({ name: 'source_content', type: 'bytea', nullable: true, select: false })
  sourceContent: Buffer | null;

  @Column({ name: 'output_content', type: 'bytea', nullable: true, select: false })
  outputContent: Buffer | null;

  @Column({ name: 'output_filename', type: 'varchar', length: 300, nullable: true })
  outputFilename: string | null;

  @Column({ name: 'output_media_type', type: 'varchar', length: 200, nullable: true })
  outputMediaType: string | null;

  @Column({ name: 'output_size_bytes', type: 'integer', nullable: true })
  outputSizeBytes: number | null;

  @Column({ name: 'word_count', type: 'integer', nullable: true })
  wordCount: number | null;

  @Column({ type: 'integer', nullable: true })
  credits: number | null;

  @Column({ name: 'terms_found', type: 'integer', nullable: true })
  termsFound: number | null;

  @Column({ name: 'terms_followed', type: 'integer', nullable: true })
  termsFollowed: number | null;

  @Column({ name: 'error_message', type: 'text', nullable: true })
  errorMessage: string | null;

  /** Set when retention removed the files; the record stays in the history. */
  @Column({ name: 'files_deleted_at', type: 'timestamptz', nullable: true })
  filesDeletedAt: Date | null;
}
