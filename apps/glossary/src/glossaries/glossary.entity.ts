import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

@Entity({ name: 'glossaries' })
@Index('glossaries_organization_created_idx', ['organizationId', 'createdAt', 'id'])
export class GlossaryEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'glossaries_pk' })
  id: string;

  /** Owner; every read and write is scoped by it (other organizations see 404). */
  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** Normalised codes in the order the client gave them. */
  @Column({ type: 'text', array: true })
  languages: string[];

  /** Kept by the same transactions that add and remove terms, so listings need no count(*). */
  @Column({ name: 'term_count', type: 'integer', default: 0 })
  termCount: number;

  /** Grows with every change to the glossary or its terms; caches in other services key on it. */
  @Column({ type: 'integer', default: 1 })
  version: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
