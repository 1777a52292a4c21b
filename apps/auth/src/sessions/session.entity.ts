import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';

@Entity({ name: 'sessions' })
@Index('sessions_user_idx', ['userId'])
export class SessionEntity {
  /** SHA-256 of the id the browser holds: a leaked table opens no session. */
  @PrimaryColumn({ name: 'id_hash', type: 'char', length: 64, primaryKeyConstraintName: 'sessions_pk' })
  idHash: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  /** Synchronizer token: every state-changing request of this session must carry it. */
  @Column({ name: 'csrf_token', type: 'varchar', length: 64 })
  csrfToken: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_seen_at', type: 'timestamptz' })
  lastSeenAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'sessions_user_fk' })
  user?: UserEntity;
}
