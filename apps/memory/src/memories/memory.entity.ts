import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

@Entity({ name: 'memories' })
@Index('memories_organization_created_idx', ['organizationId', 'createdAt', 'id'])
export class MemoryEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'memories_pk' })
  id: string;

  /** Owner; every read and write is scoped by it (other organizations see 404). */
  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** Grows with every change to the memory's units; translation caches key on it. */
  @Column({ type: 'integer', default: 1 })
  revision: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
