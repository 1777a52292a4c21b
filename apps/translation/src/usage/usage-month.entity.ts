import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Credits an organization used in a calendar month (UTC); written only by the trigger on usage_records. */
@Entity({ name: 'usage_months' })
export class UsageMonthEntity {
  @PrimaryColumn({ name: 'organization_id', type: 'uuid', primaryKeyConstraintName: 'usage_months_pk' })
  organizationId: string;

  /** First day of the month. */
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'usage_months_pk' })
  month: string;

  @Column({
    type: 'numeric',
    precision: 16,
    scale: 2,
    transformer: { to: (v: number) => v, from: (v: string) => Number(v) },
  })
  credits: number;
}
