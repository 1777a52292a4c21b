import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, Unique } from 'typeorm';
import { PlanEntity } from '../plans/plan.entity';

@Entity({ name: 'organizations' })
@Unique('organizations_name_uq', ['name'])
export class OrganizationEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'organizations_pk' })
  id: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** Signs this organization's webhook notifications (Standard Webhooks). */
  @Column({ name: 'webhook_secret', type: 'varchar', length: 100 })
  webhookSecret: string;

  /** Name of the organization's plan (limits and monthly credits). */
  @Column({ type: 'varchar', length: 40 })
  plan: string;

  @ManyToOne(() => PlanEntity, { onDelete: 'RESTRICT', onUpdate: 'CASCADE' })
  @JoinColumn({ name: 'plan', foreignKeyConstraintName: 'organizations_plan_fk' })
  planRecord?: PlanEntity;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
