import { Column, CreateDateColumn } from 'typeorm';

/** The columns libs/work-queue's LeaseQueue works with, shared by every queued record of this service. */
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
