import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, Unique } from 'typeorm';
import { OrganizationEntity } from '../organizations/organization.entity';

@Entity({ name: 'api_keys' })
@Unique('api_keys_key_hash_uq', ['keyHash'])
@Index('api_keys_organization_idx', ['organizationId'])
export class ApiKeyEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'api_keys_pk' })
  id: string;

  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @Column({ type: 'varchar', length: 200 })
  label: string;

  /** SHA-256 of the key: keys are long random secrets, so a fast hash is safe and lets lookups use the index. */
  @Column({ name: 'key_hash', type: 'char', length: 64 })
  keyHash: string;

  @Column({ name: 'masked_key', type: 'varchar', length: 40 })
  maskedKey: string;

  @Column({ name: 'created_by', type: 'varchar', length: 320, nullable: true })
  createdBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @ManyToOne(() => OrganizationEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'organization_id', foreignKeyConstraintName: 'api_keys_organization_fk' })
  organization?: OrganizationEntity;
}
