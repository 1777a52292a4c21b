import { Column, CreateDateColumn } from 'typeorm';

/**
 * The columns {@link LeaseQueue} works with, for an entity whose table is also its work queue:
 * `class BatchJobEntity extends LeasedRecord`. Index them as the queue reads them:
 * `@Index('<table>_queue_idx', ['status', 'leaseExpiresAt', 'createdAt'])`.
 */
export abstract class LeasedRecord {
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'lease_owner', type: 'varchar', length: 100, nullable: true })
  leaseOwner: string | null;

  /** While in the future, the row belongs to `leaseOwner` (or waits for a retry when it has none). */
  @Column({ name: 'lease_expires_at', type: 'timestamptz', nullable: true })
  leaseExpiresAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;
}

/**
 * {@link LeasedRecord}'s columns as a migration's `CREATE TABLE` lists them. Migrations that ran
 * keep this text: to change a column, change both and add a migration that alters the tables.
 */
export const LEASED_RECORD_COLUMNS_SQL = `"attempts" integer NOT NULL DEFAULT 0,
      "lease_owner" character varying(100),
      "lease_expires_at" TIMESTAMP WITH TIME ZONE,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "completed_at" TIMESTAMP WITH TIME ZONE`;
