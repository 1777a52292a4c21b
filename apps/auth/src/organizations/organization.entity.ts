import { Column, CreateDateColumn, Entity, PrimaryColumn, Unique } from 'typeorm';

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

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
