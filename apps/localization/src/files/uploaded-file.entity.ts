import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

/** A file sent to `POST /v1/translation/files`; its bytes arrive in chunks (NATS payloads are small). */
@Entity({ name: 'uploaded_files' })
@Index('uploaded_files_created_idx', ['createdAt'])
export class UploadedFileEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'uploaded_files_pk' })
  id: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @Column({ type: 'varchar', length: 255 })
  filename: string;

  @Column({ name: 'content_type', type: 'varchar', length: 200, nullable: true })
  contentType: string | null;

  @Column({ name: 'size_bytes', type: 'integer', default: 0 })
  sizeBytes: number;

  /** Null while chunks are still arriving; the file can be used as a source only once set. */
  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

@Entity({ name: 'uploaded_file_chunks' })
export class UploadedFileChunkEntity {
  @PrimaryColumn({ name: 'upload_id', type: 'uuid', primaryKeyConstraintName: 'uploaded_file_chunks_pk' })
  uploadId: string;

  /** Byte offset of the chunk in the file; also its order. */
  @PrimaryColumn({ name: 'offset_bytes', type: 'integer', primaryKeyConstraintName: 'uploaded_file_chunks_pk' })
  offsetBytes: number;

  @Column({ type: 'bytea' })
  data: Buffer;

  @ManyToOne(() => UploadedFileEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'upload_id', foreignKeyConstraintName: 'uploaded_file_chunks_upload_fk' })
  upload?: UploadedFileEntity;
}
