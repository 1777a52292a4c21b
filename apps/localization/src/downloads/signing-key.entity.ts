import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * The download-link secret when DOWNLOAD_LINK_SECRET is not configured: made once by whichever
 * replica asks first, so every replica and every restart signs and verifies with the same key.
 */
@Entity({ name: 'signing_keys' })
export class SigningKeyEntity {
  @PrimaryColumn({ type: 'varchar', length: 50, primaryKeyConstraintName: 'signing_keys_pk' })
  name: string;

  @Column({ type: 'bytea' })
  secret: Buffer;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
