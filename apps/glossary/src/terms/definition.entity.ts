import type { CaseSensitivity } from '@app/contracts';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { TermEntity } from './term.entity';

/** One language entry of a term; the primary key makes "one definition per language" a database rule too. */
@Entity({ name: 'definitions' })
@Index('definitions_glossary_language_idx', ['glossaryId', 'language'])
@Check('definitions_case_sensitivity_ck', `"case_sensitivity" IN ('auto', 'capitals', 'exact', 'ignore')`)
export class DefinitionEntity {
  @PrimaryColumn({ name: 'term_id', type: 'uuid', primaryKeyConstraintName: 'definitions_pk' })
  termId: string;

  @PrimaryColumn({ type: 'varchar', length: 35, primaryKeyConstraintName: 'definitions_pk' })
  language: string;

  /** Copied from the term so "is this language still used?" and the entries answer need no join. */
  @Column({ name: 'glossary_id', type: 'uuid' })
  glossaryId: string;

  /** Order of the entries as the client first sent them. */
  @Column({ type: 'smallint' })
  position: number;

  @Column({ type: 'text' })
  term: string;

  @Column({ type: 'text' })
  definition: string;

  @Column({ name: 'case_sensitivity', type: 'varchar', length: 10, default: 'auto' })
  caseSensitivity: CaseSensitivity;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @ManyToOne(() => TermEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'term_id', foreignKeyConstraintName: 'definitions_term_fk' })
  owner?: TermEntity;
}
