import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, Unique } from 'typeorm';
import type { Role } from '@app/contracts';
import { OrganizationEntity } from '../organizations/organization.entity';

@Entity({ name: 'invitations' })
@Unique('invitations_token_hash_uq', ['tokenHash'])
@Index('invitations_organization_idx', ['organizationId'])
export class InvitationEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'invitations_pk' })
  id: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @Column({ type: 'varchar', length: 320 })
  email: string;

  @Column({ type: 'varchar', length: 20 })
  role: Role;

  /** SHA-256 of the token in the invitation link, which is shown once. */
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @Column({ name: 'invited_by', type: 'varchar', length: 320 })
  invitedBy: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'accepted_at', type: 'timestamptz', nullable: true })
  acceptedAt: Date | null;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'invitations_organization_fk' })
  organization?: OrganizationEntity;
}
