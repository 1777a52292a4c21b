import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Failed sign-ins per email in the current 15-minute window, and the lock they led to. */
@Entity({ name: 'sign_in_throttles' })
export class SignInThrottleEntity {
  @PrimaryColumn({ type: 'varchar', length: 320, primaryKeyConstraintName: 'sign_in_throttles_pk' })
  email: string;

  @Column({ type: 'integer' })
  failures: number;

  @Column({ name: 'window_started_at', type: 'timestamptz' })
  windowStartedAt: Date;

  @Column({ name: 'locked_until', type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;
}
