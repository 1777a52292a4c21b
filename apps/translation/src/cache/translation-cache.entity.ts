import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'translation_cache' })
@Index('translation_cache_glossary_idx', ['glossaryId'])
@Index('translation_cache_updated_idx', ['updatedAt'])
export class TranslationCacheEntity {
  /** SHA-256 of every input that can change the translation (cache-key.ts). */
  @PrimaryColumn({ name: 'key', type: 'char', length: 64, primaryKeyConstraintName: 'translation_cache_pk' })
  key: string;

  @Column({ type: 'varchar', length: 20 })
  engine: string;

  @Column({ type: 'varchar', length: 200 })
  model: string;

  @Column({ name: 'source_language', type: 'varchar', length: 35 })
  sourceLanguage: string;

  @Column({ name: 'target_language', type: 'varchar', length: 35 })
  targetLanguage: string;

  @Column({ name: 'glossary_id', type: 'uuid', nullable: true })
  glossaryId: string | null;

  @Column({ name: 'glossary_version', type: 'integer', nullable: true })
  glossaryVersion: number | null;

  @Column({ type: 'text' })
  translation: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
