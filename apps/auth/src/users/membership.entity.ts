import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Role } from '@app/contracts';
import { OrganizationEntity } from '../organizations/organization.entity';
import { UserEntity } from './user.entity';

@Entity({ name: 'memberships' })
@Index('memberships_organization_idx', ['organizationId'])
export class MembershipEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'memberships_pk' })
  userId: string;

  @PrimaryColumn({ name: 'organization_id', type: 'uuid', primaryKeyConstraintName: 'memberships_pk' })
  organizationId: string;

  @Column({ type: 'varchar', length: 20 })
  role: Role;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'memberships_user_fk' })
  user?: UserEntity;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'memberships_organization_fk' })
  organization?: OrganizationEntity;
}
