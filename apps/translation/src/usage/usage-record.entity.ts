import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** Credits one request consumed (CONTRACT "Credits and counting": one per source word of each successful item). */
@Entity({ name: 'usage_records' })
@Index('usage_records_organization_created_idx', ['organizationId', 'createdAt'])
export class UsageRecordEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'usage_records_pk' })
  id: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @Column({ name: 'key_id', type: 'varchar', length: 100 })
  keyId: string;

  /** `translate`, `translate-file`, `translate-batch`. */
  @Column({ type: 'varchar', length: 40 })
  operation: string;

  @Column({ type: 'varchar', length: 20 })
  engine: string;

  /** Items translated successfully (texts or CSV cells). */
  @Column({ type: 'integer' })
  items: number;

  @Column({ type: 'integer' })
  words: number;

  @Column({
    type: 'numeric',
    precision: 14,
    scale: 2,
    transformer: { to: (v: number) => v, from: (v: string) => Number(v) },
  })
  credits: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
