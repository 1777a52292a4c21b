import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { GlossaryEntity } from '../glossaries/glossary.entity';

@Entity({ name: 'terms' })
@Index('terms_glossary_seq_idx', ['glossaryId', 'seq'])
export class TermEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'terms_pk' })
  id: string;

  @Column({ name: 'glossary_id', type: 'uuid' })
  glossaryId: string;

  /** Insertion order: terms of one bulk request share a timestamp, so listings page by this. */
  @Column({ type: 'bigint', generated: 'identity', generatedIdentity: 'ALWAYS', insert: false, update: false })
  seq: string;

  /** `false`: a do-not-translate term, copied verbatim by translation. */
  @Column({ name: 'translation_flag', type: 'boolean', default: true })
  translationFlag: boolean;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @ManyToOne(() => GlossaryEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'glossary_id', foreignKeyConstraintName: 'terms_glossary_fk' })
  glossary?: GlossaryEntity;
}
