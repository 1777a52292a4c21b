import { Column, Entity, PrimaryColumn } from 'typeorm';

const bigintAsNumber = { to: (v: number | null) => v, from: (v: string | null) => (v === null ? null : Number(v)) };

/** A plan (CONTRACT "Plans, quotas and limits"); seeded by the migration, overridden by the `PLANS` setting at boot. */
@Entity({ name: 'plans' })
export class PlanEntity {
  @PrimaryColumn({ type: 'varchar', length: 40, primaryKeyConstraintName: 'plans_pk' })
  name: string;

  /** Requests per minute per API key; null: no limit. */
  @Column({ name: 'requests_per_minute', type: 'integer', nullable: true })
  requestsPerMinute: number | null;

  /** Translation credits per organization and calendar month (UTC); null: unlimited. */
  @Column({ name: 'monthly_credits', type: 'bigint', nullable: true, transformer: bigintAsNumber })
  monthlyCredits: number | null;
}
