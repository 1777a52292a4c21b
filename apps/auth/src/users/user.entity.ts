import { Column, CreateDateColumn, Entity, PrimaryColumn, Unique } from 'typeorm';

@Entity({ name: 'users' })
@Unique('users_email_uq', ['email'])
export class UserEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'users_pk' })
  id: string;

  @Column({ type: 'varchar', length: 320 })
  email: string;

  /** Argon2id hash; the password itself is never stored. */
  @Column({ name: 'password_hash', type: 'varchar', length: 200 })
  passwordHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
